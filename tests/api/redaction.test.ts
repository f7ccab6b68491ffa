import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { Connection } from 'mongoose';
import { createApp } from '../../api/src/app.js';
import { loadContentFile } from '../../api/src/campaign/content.js';
import { loadConfig } from '../../api/src/config.js';
import { connectDatabase } from '../../api/src/db/connection.js';
import { ensureIndexes } from '../../api/src/app/indexes.js';
import { createModels } from '../../api/src/app/models.js';
import { createDeps } from '../../api/src/deps.js';
import { ensureCampaignData } from '../../api/src/first-start.js';
import { createLogger } from '../../api/src/logger.js';
import { testDatabaseUri } from '../support/harness.js';
import { appEvents } from '../../api/src/app/events.js';
import { appFeeds } from '../../api/src/app/feeds.js';

/** Everything that must never be written to a log line. */
const SECRETS = {
  adminToken: `admin-${randomBytes(12).toString('hex')}`,
  wrongToken: `guess-${randomBytes(12).toString('hex')}`,
  webhookSecret: `hook${randomBytes(12).toString('hex')}`,
  cpfKey: randomBytes(32).toString('base64'),
  cookie: `sess${randomBytes(8).toString('hex')}`,
};
const DONOR = {
  name: 'Maria Aparecida Souza',
  email: 'maria.aparecida.secreta@example.com',
  phone: '(11) 98765-4321',
  cpf: '529.982.247-25',
};
const FORBIDDEN = [
  ...Object.values(SECRETS),
  DONOR.email,
  DONOR.phone,
  '98765-4321',
  '11987654321',
  DONOR.cpf,
  '52998224725',
  'contato.secreto@example.com',
];

/** The real app writing its logs, at the most verbose level, into memory. */
describe('log redaction', () => {
  let server: Server;
  let connection: Connection;
  let url: string;
  let stop: () => Promise<void>;
  const lines: string[] = [];

  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'trace',
      ADMIN_TOKEN: SECRETS.adminToken,
      PIX_WEBHOOK_SECRET: SECRETS.webhookSecret,
      CPF_ENCRYPTION_KEY: SECRETS.cpfKey,
    });
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    connection = await connectDatabase(testDatabaseUri(), `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`);
    const models = createModels(connection);
    await ensureIndexes(models);
    const deps = createDeps({ config, logger: createLogger(config, sink), models, events: appEvents, feeds: appFeeds });
    await ensureCampaignData(deps, loadContentFile());
    const app = await createApp(deps);
    stop = app.stop;
    server = createServer(app.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await stop();
    await connection.dropDatabase();
    await connection.close();
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `session=${SECRETS.cookie}`, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('writes requests, donations, admin calls, webhooks and failures without secrets or donors’ data', async () => {
    const auth = { authorization: `Bearer ${SECRETS.adminToken}` };
    const created = await post('/api/donations', { ...DONOR, amount: '50', idempotencyKey: 'redaction-0001' }, auth);
    expect(created.status).toBeLessThan(300);
    const { id, accessToken } = (await created.json()) as { id: string; accessToken: string };
    // The donor's private link, read and erased: its token is a secret too (DELETE is logged at info).
    await fetch(`${url}/api/minha-doacao/${accessToken}`);
    await fetch(`${url}/api/minha-doacao/${accessToken}/dados`, { method: 'DELETE' });
    // The updates' unsubscribe link carries a secret too (a POST is logged at info).
    const stopLink = `${id}.unsubscribe-secret-${SECRETS.webhookSecret}`;
    await fetch(`${url}/novidades/parar/${stopLink}`, { method: 'POST' });
    // Same key, other data: a conflict whose details name the request.
    expect((await post('/api/donations', { ...DONOR, amount: '70', idempotencyKey: 'redaction-0001' })).status).toBe(409);
    // Invalid input echoing the donor's data back into errors.
    expect(
      (await post('/api/donations', { ...DONOR, email: `${DONOR.email}@@`, amount: '50', idempotencyKey: 'r-2-abcdef' })).status,
    ).toBe(400);
    expect((await post('/api/donations', '{"email": "' + DONOR.email + '", ')).status).toBe(400);
    await fetch(`${url}/api/pix/${id}`, { headers: { authorization: `Bearer ${SECRETS.wrongToken}` } });

    const mutation = `mutation($input: CreateDonationInput!) { createDonation(input: $input) { id } }`;
    await post(
      '/graphql',
      { query: mutation, variables: { input: { ...DONOR, amount: '50', idempotencyKey: 'redaction-0003' } } },
      auth,
    );
    await post('/graphql', {
      query: `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }`,
      variables: { input: { name: 'Carlos', email: 'contato.secreto@example.com', message: 'Uma pergunta sobre a campanha.' } },
    });
    await post('/graphql', { query: '{ booksCheck { __typename } }' }, auth);
    await post('/graphql', { query: '{ booksCheck { __typename } }' }, { authorization: `Bearer ${SECRETS.wrongToken}` });

    const notification = {
      pix: [
        {
          endToEndId: 'E00000000202601011200abcdefghijk',
          txid: 'nao-existe-0001',
          valor: '50.00',
          horario: new Date().toISOString(),
        },
      ],
    };
    await post(`/api/pix/webhook/${SECRETS.webhookSecret}/pix`, notification);
    await post('/api/pix/webhook/pix', notification, { 'x-webhook-secret': SECRETS.webhookSecret });
    await post('/api/pix/webhook/pix', notification, { 'x-webhook-secret': SECRETS.wrongToken });

    const log = lines.join('\n');
    // The log is really being written: request lines with method, path and status.
    expect(log).toMatch(/"method":"POST","url":"\/api\/donations"/);
    expect(log).toMatch(/"url":"\/api\/pix\/webhook\/\[redacted\]\/pix"/);
    expect(lines.length).toBeGreaterThan(10);
    expect(log).toMatch(/"url":"\/api\/minha-doacao\/\[redacted\]\/dados"/);
    expect(log).not.toContain(accessToken);
    expect(log).toMatch(/"url":"\/novidades\/parar\/\[redacted\]"/);
    expect(log).not.toContain(stopLink);
    for (const secret of FORBIDDEN) expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
    expect(log).not.toMatch(/authorization|cookie/i);
  });
});
