// `npm run bench:load`: a crowd of simulated donors against real server processes
// on loopback, then an audit of the books. Each donor creates a donation, fetches
// its PIX code and, for a share of them, the PSP webhook reports the payment. Some
// donors retry their creation on another instance (idempotency) and a final burst
// from one address checks the rate limit across instances.
//
// Bounded: LOAD_DONORS concurrent donors (500) for LOAD_SECONDS (60) against
// LOAD_INSTANCES server processes (1; the README runs 1 and 2) sharing one database
// (MONGODB_URI, or a throw-away one). Exits 1, with the commonest errors, when anything was
// lost, duplicated or answered 5xx, or when no donation or payment went through. Figures:
// docs/PERFORMANCE.md, "Load with accounting".
import { randomBytes, randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { startDatabaseServer, type DatabaseServer } from '../api/src/db/database-server.js';
import { parseBrCodeFields } from '../api/src/pix/brcode.js';
import { DEFAULT_RATE_LIMITS } from '../api/src/security/rate-limit.js';
import { eventually, startServerProcess, type ServerProcess } from '../tests/support/server-process.js';

const DONORS = Number(process.env.LOAD_DONORS ?? 500);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const INSTANCES = Number(process.env.LOAD_INSTANCES ?? 1);
/** Share of donations the PSP reports as paid. */
const PAID_SHARE = 0.3;
/** Share of donors who send their creation twice, to two instances at once. */
const RETRY_SHARE = 0.1;
const AMOUNTS_REAIS = [30, 50, 100, 150, 200, 250, 500, 1000];
const WEBHOOK_SECRET = `load-${randomBytes(12).toString('hex')}`;
/** A request that takes this long counts as hung (a saturated database queues requests for tens of seconds). */
const REQUEST_TIMEOUT_MS = 120_000;

type Operation = 'createDonation' | 'pixCode' | 'webhook' | 'retry';

const latencies: Record<Operation, number[]> = { createDonation: [], pixCode: [], webhook: [], retry: [] };
const errorsByCode = new Map<string, number>();
let serverErrors = 0;
let retryMismatches = 0;

/** Every donation a server answered with an id: idempotency key → id. */
const acknowledged = new Map<string, string>();
/** Donations the webhook call confirmed: id → cents. */
const paid = new Map<string, number>();

function countError(code: string): void {
  errorsByCode.set(code, (errorsByCode.get(code) ?? 0) + 1);
}

/** One HTTP call: JSON in, JSON out, latency and failures recorded by operation. */
async function call(
  operation: Operation,
  url: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; json: any } | undefined> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const json = (await response.json().catch(() => ({}))) as any;
    latencies[operation].push(performance.now() - started);
    if (response.status >= 500) serverErrors++;
    const code = json?.errors?.[0]?.extensions?.code ?? (response.status >= 400 ? json?.code : undefined);
    if (code) countError(`${operation}: ${code}`);
    if (!code && response.status >= 400) countError(`${operation}: HTTP ${response.status}`);
    return { status: response.status, json };
  } catch (error) {
    countError(`${operation}: ${(error as Error).name}`);
    return undefined;
  }
}

const CREATE = 'mutation($input: CreateDonationInput!) { createDonation(input: $input) { id accessToken } }';
const PIX = 'mutation($id: ID!, $token: String!) { pixCode(donationId: $id, accessToken: $token) { pixCode amount } }';

/** The txid a bank app reads from the BR Code (field 62, sub-field 05). */
function txidOf(pixCode: string): string | undefined {
  const additional = parseBrCodeFields(pixCode).get('62');
  return additional ? parseBrCodeFields(additional).get('05') : undefined;
}

/** A distinct client address per donor visit, as the load balancer would forward it. */
function clientAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c! || 1}`;
}

async function donorVisit(urls: string[], runId: string): Promise<void> {
  const url = urls[Math.floor(Math.random() * urls.length)]!;
  const headers = { 'x-forwarded-for': clientAddress() };
  const amount = AMOUNTS_REAIS[Math.floor(Math.random() * AMOUNTS_REAIS.length)]!;
  const idempotencyKey = `load-${runId}-${randomUUID()}`;
  const input = { idempotencyKey, name: 'Doador de Teste', email: 'doador@example.com', amount: String(amount) };

  const retry = urls.length > 1 && Math.random() < RETRY_SHARE;
  const [created, retried] = await Promise.all([
    call('createDonation', `${url}/graphql`, { query: CREATE, variables: { input } }, headers),
    retry
      ? call('retry', `${urls.find((other) => other !== url)}/graphql`, { query: CREATE, variables: { input } }, headers)
      : undefined,
  ]);
  const id: string | undefined = created?.json?.data?.createDonation?.id;
  const retriedId: string | undefined = retried?.json?.data?.createDonation?.id;
  if (id) acknowledged.set(idempotencyKey, id);
  if (retriedId && !id) acknowledged.set(idempotencyKey, retriedId);
  if (id && retriedId && id !== retriedId) retryMismatches++;
  const donationId = id ?? retriedId;
  if (!donationId) return;
  const token: string | undefined = (id ? created : retried)?.json?.data?.createDonation?.accessToken;

  const charge = await call('pixCode', `${url}/graphql`, { query: PIX, variables: { id: donationId, token } }, headers);
  const pixCode: string | undefined = charge?.json?.data?.pixCode?.pixCode;
  if (!pixCode || Math.random() >= PAID_SHARE) return;

  const endToEndId = `E${randomBytes(15).toString('hex')}`.slice(0, 32);
  const notification = {
    pix: [{ endToEndId, txid: txidOf(pixCode), valor: `${amount}.00`, horario: new Date().toISOString() }],
  };
  const webhookUrl = `${urls[Math.floor(Math.random() * urls.length)]}/api/pix/webhook/pix`;
  const reported = await call('webhook', webhookUrl, notification, { 'x-webhook-secret': WEBHOOK_SECRET });
  if (reported?.json?.results?.[0]?.outcome === 'CONFIRMED') paid.set(donationId, amount * 100);
}

async function donor(urls: string[], runId: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) await donorVisit(urls, runId);
}

/** One address sends twice its limit of donations, alternating instances: exactly the limit may pass. */
async function rateLimitBurst(urls: string[], runId: string): Promise<{ accepted: number; limited: number; limit: number }> {
  const limit = DEFAULT_RATE_LIMITS.createDonation.max;
  const headers = { 'x-forwarded-for': '192.0.2.77' };
  const answers = await Promise.all(
    Array.from({ length: limit * 2 }, (_, i) =>
      fetch(`${urls[i % urls.length]}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({
          query: CREATE,
          variables: { input: { idempotencyKey: `burst-${runId}-${i}`, name: 'Robô', email: 'robo@example.com', amount: '30' } },
        }),
      }).then((response) => response.json() as Promise<any>),
    ),
  );
  answers.forEach((answer, i) => {
    const id: string | undefined = answer.data?.createDonation?.id;
    if (id) acknowledged.set(`burst-${runId}-${i}`, id);
  });
  return {
    accepted: answers.filter((answer) => answer.data?.createDonation?.id).length,
    limited: answers.filter((answer) => answer.errors?.[0]?.extensions?.code === 'RATE_LIMITED').length,
    limit,
  };
}

const percentile = (values: number[], p: number) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function main(): Promise<void> {
  const runId = randomBytes(4).toString('hex');
  let database: DatabaseServer | undefined;
  const baseUri = process.env.MONGODB_URI ?? (database = await startDatabaseServer({ log: () => {} })).uri;
  const dbName = `load_${runId}`;
  const mongodbUri = `${baseUri.replace(/\/$/, '')}/${dbName}`;

  const servers: ServerProcess[] = [];
  try {
    for (let i = 0; i < INSTANCES; i++) {
      servers.push(
        await startServerProcess({
          NODE_ENV: 'development',
          LOG_LEVEL: 'warn',
          MONGODB_URI: mongodbUri,
          TRUST_PROXY: 'loopback',
          PIX_WEBHOOK_SECRET: WEBHOOK_SECRET,
        }),
      );
    }
    const urls = servers.map((server) => server.url);
    for (const url of urls) await eventually(`${url} ready`, async () => (await fetch(`${url}/readyz`)).ok, 60_000);

    const mongo = await MongoClient.connect(mongodbUri);
    const campaigns = mongo.db(dbName).collection<{ _id: string; raisedCents: number; supportersCount: number }>('campaigns');
    const baseline = (await campaigns.findOne({ _id: 'main' }))!;

    console.log(`load: ${DONORS} donors for ${SECONDS} s against ${INSTANCES} instance(s)...`);
    const started = performance.now();
    const deadline = Date.now() + SECONDS * 1000;
    await Promise.all(Array.from({ length: DONORS }, () => donor(urls, runId, deadline)));
    const elapsedSeconds = (performance.now() - started) / 1000;
    const burst = await rateLimitBurst(urls, runId);

    // The audit: every acknowledged donation exists exactly once, and the money adds up.
    const donations = mongo.db(dbName).collection<{ _id: unknown; idempotencyKey: string }>('donations');
    const stored = await donations
      .find({ idempotencyKey: { $regex: `^(load|burst)-${runId}-` } }, { projection: { idempotencyKey: 1 } })
      .toArray();
    const storedByKey = new Map<string, string[]>();
    for (const doc of stored)
      storedByKey.set(doc.idempotencyKey, [...(storedByKey.get(doc.idempotencyKey) ?? []), String(doc._id)]);
    let lost = 0;
    let duplicated = 0;
    for (const [key, id] of acknowledged) {
      const ids = storedByKey.get(key) ?? [];
      if (!ids.includes(id)) lost++;
      if (ids.length > 1) duplicated++;
    }
    const writtenWithoutAnswer = [...storedByKey.keys()].filter((key) => !acknowledged.has(key)).length;
    const final = (await campaigns.findOne({ _id: 'main' }))!;
    // Paid as the database says: a webhook call the client gave up on may still have been applied.
    const paidDonations = await donations
      .find({ idempotencyKey: { $regex: `^(load|burst)-${runId}-` }, status: 'paid' }, { projection: { amountCents: 1 } })
      .toArray();
    const paidCents = paidDonations.reduce((sum, doc) => sum + (doc as unknown as { amountCents: number }).amountCents, 0);
    const raisedMismatchCents = final.raisedCents - (baseline.raisedCents + paidCents);
    const paidIds = new Set(paidDonations.map((doc) => String(doc._id)));
    const confirmedNotPaid = [...paid.keys()].filter((id) => !paidIds.has(id)).length;
    const apiRaised = ((await (await fetch(`${urls[0]}/api/campaign`)).json()) as { raised: string }).raised;
    await mongo.db(dbName).dropDatabase();
    await mongo.close();

    const requests = Object.values(latencies).reduce((sum, list) => sum + list.length, 0);
    const report = {
      instances: INSTANCES,
      donors: DONORS,
      seconds: Number(elapsedSeconds.toFixed(1)),
      donationsAcknowledged: acknowledged.size,
      donationsPerSecond: Number((latencies.createDonation.length / elapsedSeconds).toFixed(1)),
      requestsPerSecond: Number((requests / elapsedSeconds).toFixed(1)),
      paidThroughWebhook: paid.size,
      paidInDatabase: paidDonations.length,
      confirmedNotPaid,
      p50Ms: Object.fromEntries(Object.entries(latencies).map(([op, list]) => [op, Math.round(percentile(list, 50))])),
      p99Ms: Object.fromEntries(Object.entries(latencies).map(([op, list]) => [op, Math.round(percentile(list, 99))])),
      errorsByCode: Object.fromEntries(errorsByCode),
      serverErrors5xx: serverErrors,
      lost,
      duplicated,
      retryMismatches,
      writtenWithoutAnswer,
      raisedMismatchCents,
      raisedShownByApi: apiRaised,
      rateLimitBurst: burst,
    };
    console.log(JSON.stringify(report, null, 2));
    console.log(
      `| ${INSTANCES} | ${DONORS} | ${report.seconds} | ${report.donationsAcknowledged} | ${report.donationsPerSecond} | ` +
        `${report.requestsPerSecond} | ${report.p99Ms.createDonation} | ${report.p99Ms.pixCode} | ${report.p99Ms.webhook} | ` +
        `${report.paidThroughWebhook} | ${serverErrors} | ${lost} | ${duplicated} | ${raisedMismatchCents} | ` +
        `${burst.accepted}/${burst.limit * 2} |`,
    );
    const rateLimitHeld = burst.accepted === burst.limit;
    // A run where no donor got through measured nothing: an error, not a figure of 0.
    const nothingMeasured = latencies.createDonation.length === 0 || acknowledged.size === 0 || paid.size === 0;
    if (
      serverErrors ||
      lost ||
      duplicated ||
      retryMismatches ||
      raisedMismatchCents ||
      confirmedNotPaid ||
      !rateLimitHeld ||
      nothingMeasured
    ) {
      const commonest = [...errorsByCode].sort((a, b) => b[1] - a[1]).slice(0, 3);
      console.error(
        [
          'load: FAILED: something was lost, duplicated, miscounted or answered 5xx, the rate limit did not hold, or no donation (or no payment) went through',
          ...commonest.map(([code, count]) => `  error: ${code} × ${count}`),
        ].join('\n'),
      );
      process.exitCode = 1;
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.stop();
  }
}

await main();
