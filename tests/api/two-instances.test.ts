import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { MongoClient } from 'mongodb';
import { KEEP_ALIVE_TIMEOUT_MS } from '../../api/src/http/server.js';
import { ADMIN_TOKEN, testDatabaseUri } from '../support/harness.js';
import { eventually, startServerProcess, type ServerProcess } from '../support/server-process.js';
import { startTestSmtp, type TestSmtp } from '../support/smtp.js';

const WEBHOOK_SECRET = 'two-instances-webhook-secret-0123';
const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };
const DONATIONS = 20;

/**
 * The product runs as several stateless instances behind a load balancer on one
 * MongoDB. Two real server processes here, on one database, each doing its share of the
 * work, its own outbox sender and expiry sweep: nothing may double, nothing may be lost.
 */
describe('two app instances on one database', () => {
  let smtp: TestSmtp;
  let instances: ServerProcess[];
  let mongo: MongoClient;
  const dbName = `test_two_${randomUUID().replace(/-/g, '').slice(0, 12)}`;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    const env = {
      MONGODB_URI: `${testDatabaseUri()}/${dbName}`,
      ADMIN_TOKEN,
      PIX_WEBHOOK_SECRET: WEBHOOK_SECRET,
      SMTP_URL: smtp.url,
      OUTBOX_INTERVAL_SECONDS: '1',
      EXPIRY_SWEEP_INTERVAL_SECONDS: '1',
      RATE_LIMIT_CONTACT: '2/600',
      LOG_LEVEL: 'warn',
    };
    instances = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    for (const instance of instances)
      await eventually('an instance is ready', async () => (await fetch(`${instance.url}/readyz`)).ok, 60_000);
    mongo = await MongoClient.connect(testDatabaseUri());
  }, 120_000);
  afterAll(async () => {
    await Promise.all((instances ?? []).map((instance) => instance.stop()));
    await mongo?.db(dbName).dropDatabase();
    await mongo?.close();
    await smtp?.stop();
  });

  const at = (index: number) => instances[index % 2]!;
  async function graphql<T = any>(instance: ServerProcess, query: string, variables = {}, headers = {}): Promise<T> {
    const response = await fetch(`${instance.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown };
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data;
  }

  it('20 payment notifications spread over both: 20 gap-free receipt numbers, one e-mail per message, one feed entry each', async () => {
    const donations: { id: string; txid: string; email: string }[] = [];
    for (let index = 0; index < DONATIONS; index += 1) {
      const email = `doadora${index}@exemplo.com.br`;
      const { createDonation } = await graphql(
        at(index),
        'mutation($input: CreateDonationInput!) { createDonation(input: $input) { id accessToken } }',
        {
          input: {
            idempotencyKey: `two-${randomUUID()}`,
            name: `Doadora ${index}`,
            email,
            cpf: '529.982.247-25',
            amount: '50,00',
          },
        },
      );
      await graphql(
        at(index + 1),
        'mutation($id: ID!, $accessToken: String!) { pixCode(donationId: $id, accessToken: $accessToken) { pixCode } }',
        { id: createDonation.id, accessToken: createDonation.accessToken },
      );
      const stored = await mongo.db(dbName).collection('donations').findOne({ email });
      donations.push({ id: createDonation.id, txid: stored!.txid as string, email });
    }

    // Every notification at once, each instance taking half, some sent twice (a PSP's retry) to the other one.
    const notify = (instance: ServerProcess, donation: (typeof donations)[number], index: number) =>
      fetch(`${instance.url}/api/pix/webhook/${WEBHOOK_SECRET}/pix`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          pix: [
            {
              endToEndId: `E12345678202611251200${String(index).padStart(11, '0')}`,
              txid: donation.txid,
              valor: '50.00',
              horario: new Date().toISOString(),
            },
          ],
        }),
      });
    const answers = await Promise.all([
      ...donations.map((donation, index) => notify(at(index), donation, index)),
      ...donations.slice(0, 5).map((donation, index) => notify(at(index + 1), donation, index)),
    ]);
    expect(answers.map((answer) => answer.status).filter((status) => status >= 300)).toEqual([]);

    // Receipts: one per donation, numbered 1..20 with no gap and no repeat.
    const receipts = await eventually(
      'every receipt is issued',
      async () =>
        (await graphql(at(0), '{ receipts(first: 50) { nodes { number donationId } } }', {}, ADMIN)).receipts.nodes.length ===
        DONATIONS,
    ).then(() => graphql(at(1), '{ receipts(first: 50) { nodes { number donationId } } }', {}, ADMIN));
    const numbers = receipts.receipts.nodes
      .map((receipt: { number: number }) => receipt.number)
      .sort((a: number, b: number) => a - b);
    expect(numbers).toEqual(Array.from({ length: DONATIONS }, (_, index) => index + 1));
    expect(new Set(receipts.receipts.nodes.map((receipt: { donationId: string }) => receipt.donationId)).size).toBe(DONATIONS);

    // E-mails: both instances' senders run; each outbox message leaves exactly once.
    const outbox = mongo.db(dbName).collection('outbox');
    await eventually('the outbox is empty', async () => (await outbox.countDocuments({ status: { $ne: 'sent' } })) === 0, 60_000);
    const sent = await outbox.countDocuments({ status: 'sent' });
    expect(sent).toBeGreaterThanOrEqual(DONATIONS);
    await smtp.waitFor(sent, 30_000);
    // A moment for a duplicate to arrive if one were on its way: both senders tick every second.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const delivered = smtp.received.map((mail) => `${mail.to && 'text' in mail.to ? mail.to.text : ''}|${mail.subject}`);
    expect(delivered).toHaveLength(sent);
    expect(new Set(delivered).size).toBe(sent);

    // The public feed of recent donations: each payment once, whichever instance is asked.
    for (const instance of instances) {
      const { recentDonations } = await graphql(instance, '{ recentDonations(limit: 50) { id } }');
      const ids = recentDonations.map((donation: { id: string }) => donation.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(DONATIONS);
    }
    const { booksCheck } = await graphql(
      at(1),
      '{ booksCheck { difference paidCount statsPaidCount differingLines } }',
      {},
      ADMIN,
    );
    expect(booksCheck).toMatchObject({ difference: '0.00', paidCount: DONATIONS, statsPaidCount: DONATIONS });
  }, 180_000);

  it('the expiry sweep runs on both without counting an expiry twice', async () => {
    const { createDonation } = await graphql(
      at(0),
      'mutation($input: CreateDonationInput!) { createDonation(input: $input) { id accessToken } }',
      { input: { idempotencyKey: `two-${randomUUID()}`, name: 'Sem Pagar', email: 'sempagar@exemplo.com.br', amount: '30,00' } },
    );
    await graphql(
      at(1),
      'mutation($id: ID!, $accessToken: String!) { pixCode(donationId: $id, accessToken: $accessToken) { pixCode } }',
      { id: createDonation.id, accessToken: createDonation.accessToken },
    );
    // Its code ran out long ago: both sweeps see it within a second or two.
    const { ObjectId } = await import('mongodb');
    await mongo
      .db(dbName)
      .collection('donations')
      .updateOne({ _id: new ObjectId(createDonation.id) }, { $set: { expiresAt: new Date(Date.now() - 60_000) } });
    await eventually(
      'the donation is marked expired',
      async () =>
        (
          await mongo
            .db(dbName)
            .collection('donations')
            .findOne({ _id: new ObjectId(createDonation.id) })
        )?.status === 'expired',
      30_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const { booksCheck } = await graphql(at(0), '{ booksCheck { difference differingLines } }', {}, ADMIN);
    expect(booksCheck).toMatchObject({ difference: '0.00' });
    // The statistics count the donation once as created and once as expired, never twice.
    const { donationStats } = await graphql(at(1), '{ donationStats { created paid } }', {}, ADMIN);
    expect(donationStats).toMatchObject({ created: DONATIONS + 1, paid: DONATIONS });
    const buckets = await mongo.db(dbName).collection('statsBuckets').find().toArray();
    const total = (status: string) =>
      buckets.reduce((sum, bucket) => sum + (Number((bucket.count as Record<string, number>)[status]) || 0), 0);
    expect({ expired: total('expired'), pending: total('pending'), paid: total('paid') }).toEqual({
      expired: 1,
      pending: 0,
      paid: DONATIONS,
    });
  }, 60_000);

  it('a panel session made on one instance is honoured on the other, and ends on both', async () => {
    const signIn = await fetch(`${at(0).url}/api/painel/sessao`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ token: ADMIN_TOKEN }),
    });
    expect(signIn.status).toBe(201);
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    expect((await fetch(`${at(1).url}/api/painel/sessao`, { headers: { cookie } })).status).toBe(200);
    const out = await fetch(`${at(1).url}/api/painel/sessao`, {
      method: 'DELETE',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(out.status).toBeLessThan(300);
    expect((await fetch(`${at(0).url}/api/painel/sessao`, { headers: { cookie } })).status).toBe(401);
  });

  it('rate limits are shared: the third contact message within the window is refused whichever instance takes it', async () => {
    const send = (instance: ServerProcess) =>
      fetch(`${instance.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }',
          variables: { input: { name: 'Maria Souza', email: 'maria@exemplo.com.br', message: 'Quero saber como ajudar mais.' } },
        }),
      }).then(
        async (response) =>
          ((await response.json()) as { errors?: { extensions: { code: string } }[] }).errors?.[0]?.extensions.code ?? 'OK',
      );
    expect([await send(at(0)), await send(at(1)), await send(at(0)), await send(at(1))]).toEqual([
      'OK',
      'OK',
      'RATE_LIMITED',
      'RATE_LIMITED',
    ]);
  });

  // The proxy in front (deploy/Caddyfile) keeps idle connections to an instance for 2 minutes and sends the
  // next request on one of them: with Node's default keep-alive of 5 s the instance would have closed it,
  // and a request sent as it closes is reset (a POST answered 502 by the proxy).
  it('a connection left idle past 5 s, as the proxy leaves them, still carries the next request', async () => {
    const { hostname, port } = new URL(at(0).url);
    const socket = connect(Number(port), hostname);
    await once(socket, 'connect');
    let received = '';
    let closed = false;
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('close', () => (closed = true));
    // A status line follows the previous body directly, not always a line break.
    const answers = () => received.match(/HTTP\/1\.1 \d+/g) ?? [];
    const request = `GET /readyz HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`;
    try {
      socket.write(request);
      await eventually('the first answer', async () => answers().length === 1, 10_000);
      expect(received).toContain(`\r\nKeep-Alive: timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}\r\n`);
      await sleep(6_000);
      expect(closed).toBe(false);
      socket.write(request);
      await eventually('the second answer on the same connection', async () => answers().length === 2 || closed, 10_000);
      expect(answers()).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200']);
    } finally {
      socket.destroy();
    }
  });
});
