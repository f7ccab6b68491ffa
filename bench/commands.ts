// Database commands per operation: what each thing a donor, a PSP or a visitor does costs
// in round trips to the database, counted at the wire with the driver's command monitoring
// (`commandStarted`). Unlike time, the count is the same on any MongoDB-compatible server
// and on any machine, so it stands for production. `npm run bench` prints it;
// tests/api/commands-per-operation.test.ts holds it to the figures reached.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Types, type Connection } from 'mongoose';
import { pino } from 'pino';
import { createApp } from '../api/src/app.js';
import { loadContentFile } from '../api/src/campaign/content.js';
import { loadConfig } from '../api/src/config.js';
import { connectDatabase, countCommands, type CommandCounter, type SentCommand } from '../api/src/db/connection.js';
import { ensureIndexes } from '../api/src/app/indexes.js';
import { createModels } from '../api/src/app/models.js';
import { ensureCampaignData } from '../api/src/first-start.js';
import { createDeps, type Deps } from '../api/src/deps.js';
import { appEvents } from '../api/src/app/events.js';
import { appFeeds } from '../api/src/app/feeds.js';

/** The settings an app measured here needs: a webhook to pay through, and no sweep running in the middle. */
export const COMMANDS_BENCH_ENV = {
  PIX_WEBHOOK_SECRET: 'commands-bench-webhook-secret-0123',
  EXPIRY_SWEEP_INTERVAL_SECONDS: '86400',
  PUBLIC_CACHE_TTL_MS: '0',
} as const;

export interface CommandFigure {
  operation: string;
  commands: number;
  byName: Record<string, number>;
  /** Each command in the order sent, with its collection (`npm run bench:commands` prints them). */
  sent: SentCommand[];
}

const CREATE_DONATION = `mutation Create($input: CreateDonationInput!) { createDonation(input: $input) { id accessToken } }`;
const PIX_CODE = `mutation Pix($id: ID!, $accessToken: String!) { pixCode(donationId: $id, accessToken: $accessToken) { pixCode } }`;
const CONFIRM_DONATION = `mutation Confirm($id: ID!) { confirmDonation(id: $id) { id status } }`;
const PAGE_STATE_PATH = '/';

interface Target {
  url: string;
  connection: Connection;
  adminToken: string;
}

async function graphql(target: Target, query: string, variables: Record<string, unknown>, admin = false): Promise<any> {
  const response = await fetch(`${target.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(admin ? { authorization: `Bearer ${target.adminToken}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: any; errors?: unknown[] };
  if (body.errors) throw new Error(`${query.slice(0, 40)}…: ${JSON.stringify(body.errors).slice(0, 300)}`);
  return body.data;
}

async function get(target: Target, path: string): Promise<void> {
  const response = await fetch(`${target.url}${path}`);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${path}: HTTP ${response.status}`);
}

/** The commands `work` sends, and nothing else: it runs alone, and every request is answered before the count is read. */
async function measure(counter: CommandCounter, operation: string, work: () => Promise<unknown>): Promise<CommandFigure> {
  counter.reset();
  await work();
  return { operation, commands: counter.total(), byName: counter.byName(), sent: counter.sent() };
}

function donationInput(amount: string) {
  return {
    idempotencyKey: `commands-${randomUUID()}`,
    name: 'Maria da Silva',
    email: 'maria.silva@exemplo.com.br',
    amount,
    message: 'Força!',
  };
}

/**
 * Measures, on an app started with COMMANDS_BENCH_ENV over a connection opened with
 * `monitorCommands: true`: a donation, its PIX code, its payment through the webhook
 * and through the organiser's confirmation, a rebuild of the public ledger (page and
 * open data), and a rebuild of the home page's state. The public cache is off, so each
 * read is a rebuild, as the first visitor of every cache period gets.
 */
export async function measureCommandsPerOperation(target: Target): Promise<CommandFigure[]> {
  const counter = countCommands(target.connection);
  try {
    const figures: CommandFigure[] = [];
    // Warm-up: the first donation of a bucket, the first payment of a list, the first ledger read build what later ones update.
    for (let warm = 0; warm < 2; warm++) {
      const { createDonation } = await graphql(target, CREATE_DONATION, { input: donationInput('10,00') });
      await graphql(target, PIX_CODE, createDonation);
      await graphql(target, CONFIRM_DONATION, { id: createDonation.id }, true);
      await get(target, '/transparencia');
      await get(target, '/api/transparency');
      await get(target, PAGE_STATE_PATH);
    }

    let created: { id: string; accessToken: string } | undefined;
    figures.push(
      await measure(counter, 'create a donation (createDonation)', async () => {
        created = (await graphql(target, CREATE_DONATION, { input: donationInput('50,00') })).createDonation;
      }),
    );
    figures.push(await measure(counter, 'issue its PIX code (pixCode)', () => graphql(target, PIX_CODE, created!)));
    const { txid } = (await target.connection.collection('donations').findOne({ _id: new Types.ObjectId(created!.id) }))!;
    figures.push(
      await measure(counter, 'confirmed payment (webhook, all effects)', async () => {
        const response = await fetch(`${target.url}/api/pix/webhook/${COMMANDS_BENCH_ENV.PIX_WEBHOOK_SECRET}/pix`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            pix: [
              {
                endToEndId: `E${randomUUID().replace(/-/g, '').slice(0, 31)}`,
                txid,
                valor: '50.00',
                horario: new Date().toISOString(),
              },
            ],
          }),
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`webhook: HTTP ${response.status}`);
      }),
    );
    const other = (await graphql(target, CREATE_DONATION, { input: donationInput('30,00') })).createDonation;
    await graphql(target, PIX_CODE, other);
    figures.push(
      await measure(counter, 'confirmed payment (organiser confirms, all effects)', () =>
        graphql(target, CONFIRM_DONATION, { id: other.id }, true),
      ),
    );
    figures.push(await measure(counter, 'ledger rebuild (/transparencia)', () => get(target, '/transparencia')));
    figures.push(await measure(counter, 'ledger rebuild (/api/transparency)', () => get(target, '/api/transparency')));
    figures.push(await measure(counter, "home page's state (GET /)", () => get(target, PAGE_STATE_PATH)));
    return figures;
  } finally {
    counter.stop();
  }
}

/**
 * The measurement on an app of its own, over a fresh database of the server at `databaseUri`
 * (`npm run bench`). `publicCacheTtlMs` above 0 measures with a warm public cache: every
 * public read made in the warm-up is still fresh, unless the operation itself retired it.
 */
export async function runCommandsBench(
  databaseUri: string,
  options: { publicCacheTtlMs?: number } = {},
): Promise<CommandFigure[]> {
  const adminToken = 'commands-bench-admin-token-0123456789';
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    ADMIN_TOKEN: adminToken,
    ...COMMANDS_BENCH_ENV,
    PUBLIC_CACHE_TTL_MS: String(options.publicCacheTtlMs ?? 0),
  });
  const connection = await connectDatabase(databaseUri, `bench_commands_${randomUUID().replace(/-/g, '').slice(0, 12)}`, {
    monitorCommands: true,
  });
  const models = createModels(connection);
  await ensureIndexes(models);
  const deps: Deps = createDeps({ config, logger: pino({ level: 'silent' }), models, events: appEvents, feeds: appFeeds });
  await ensureCampaignData(deps, loadContentFile());
  const { app, stop } = await createApp(deps);
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return await measureCommandsPerOperation({ url, connection, adminToken });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await stop();
    await connection.dropDatabase().catch(() => {});
    await connection.close();
  }
}
