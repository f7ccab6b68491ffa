import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { createCipheriv, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Types } from 'mongoose';
import { createApp } from '../../api/src/app.js';
import { decodeKey32, loadConfig } from '../../api/src/config.js';
import { decryptFor, encryptFor } from '../../api/src/crypto/encryption.js';
import { keyringOf } from '../../api/src/crypto/keys.js';
import { rotateEncryptedValues, type KeyRotationResult } from '../../api/src/crypto/rotation.js';
import { createDeps, type Deps } from '../../api/src/deps.js';
import { createLogger } from '../../api/src/logger.js';
import { deliverDueMessages } from '../../api/src/mail/sender.js';
import { fromRoot } from '../../api/src/paths.js';
import { CONFIRM_DONATION, PIX_CODE, validDonation } from '../support/donation-scenarios.js';
import { ADMIN_TOKEN, startTestApp, testDatabaseUri, type TestApp } from '../support/harness.js';
import { pdfText } from '../support/pdf.js';
import { startTestSmtp, type TestSmtp } from '../support/smtp.js';
import { appEvents } from '../../api/src/app/events.js';
import { appFeeds } from '../../api/src/app/feeds.js';

const OLD_KEY = randomBytes(32).toString('base64');
const NEW_KEY = randomBytes(32).toString('base64');
const CREATE = `mutation($input: CreateDonationInput!) { createDonation(input: $input) { id accessToken } }`;

/** What the code before per-purpose keys wrote: "v1:<iv>:<tag>:<ciphertext>" under the master itself. */
function legacyCiphertext(plaintext: string, masterKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', decodeKey32(masterKey)!, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join(':');
}

/**
 * Another instance of the app on the same database, configured with `env`: a redeploy
 * with the new key, serving over real HTTP while the first instance still runs.
 */
interface Instance {
  url: string;
  deps: Deps;
  graphql(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<any>;
  api(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

async function startInstance(database: TestApp, env: Record<string, string>): Promise<Instance> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ADMIN_TOKEN, PUBLIC_CACHE_TTL_MS: '0', ...env });
  const deps: Deps = createDeps({
    config,
    logger: createLogger(config),
    models: database.deps.models,
    events: appEvents,
    feeds: appFeeds,
  });
  const { app, stop } = await createApp(deps);
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    deps,
    async graphql(query, variables, headers) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    api: (path, init) => fetch(`${url}/api${path}`, init),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await stop();
    },
  };
}

type Client = Pick<Instance, 'graphql'>;
/** The harness's app answers { status, body }: the same calls, body only. */
const clientOf = (app: TestApp): Client => ({
  graphql: async (query, variables, headers) => (await app.graphql(query, variables, headers)).body,
});

async function createWithCode(client: Client, overrides: Record<string, unknown>) {
  const input = validDonation(overrides);
  const body = await client.graphql(CREATE, { input });
  const { id, accessToken } = body.data.createDonation as { id: string; accessToken: string };
  const code = await client.graphql(PIX_CODE, { id, accessToken });
  expect(code.errors).toBeUndefined();
  return { id, accessToken, input };
}

async function confirm(client: Client, id: string) {
  const body = await client.graphql(CONFIRM_DONATION, { id }, { authorization: `Bearer ${ADMIN_TOKEN}` });
  expect(body.data.confirmDonation.status).toBe('PAID');
}

const counts = (result: KeyRotationResult, key: 'reencrypted' | 'alreadyCurrent') =>
  Object.fromEntries(result.fields.map((field) => [field.field, field[key]]));

/** Every string in the database that looks like a ciphertext of ours, wherever it is: rotation must leave none behind. */
async function storedCiphertexts(app: TestApp): Promise<string[]> {
  const found: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'string' && /^v\d+:/.test(value)) found.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object' && !(value instanceof Types.ObjectId) && !(value instanceof Date))
      Object.values(value).forEach(visit);
  };
  const db = app.connection.db!;
  for (const { name } of await db.listCollections().toArray()) visit(await db.collection(name).find({}).toArray());
  return found;
}

describe('master key rotation: every ciphertext moves, and old receipts, links and e-mails still work', () => {
  let first: TestApp; // the instance running before the rotation, with the old key and no SMTP (e-mails wait in the outbox)
  let smtp: TestSmtp;
  const donations: Record<'current' | 'legacy' | 'unpaid', { id: string; accessToken: string; input: Record<string, unknown> }> =
    {} as never;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    first = await startTestApp({ env: { CPF_ENCRYPTION_KEY: OLD_KEY, PUBLIC_URL: 'https://doe.example.org' } });
    // Paid with a receipt, written under the old master by this code.
    donations.current = await createWithCode(clientOf(first), { cpf: '529.982.247-25', name: 'Ana Lima' });
    await confirm(clientOf(first), donations.current.id);
    // Paid with a receipt, then every ciphertext rewritten as the code before per-purpose keys stored it.
    donations.legacy = await createWithCode(clientOf(first), { cpf: '111.444.777-35', name: 'Bruno Reis' });
    await confirm(clientOf(first), donations.legacy.id);
    const _id = new Types.ObjectId(donations.legacy.id);
    const token = legacyCiphertext(donations.legacy.accessToken, OLD_KEY);
    await first.deps.models.Donation.updateOne(
      { _id },
      { $set: { cpfEncrypted: legacyCiphertext('11144477735', OLD_KEY), donorLinkTokenEncrypted: token } },
    );
    // Earlier versions also kept the issue apart, in pixIssues; nothing writes there now, but its ciphertexts rotate.
    const issued = (await first.deps.models.Donation.findById(_id).lean())!;
    await first.deps.models.PixIssue.create({
      _id,
      pixCode: issued.pixCode!,
      pixIssuedAt: issued.pixIssuedAt!,
      expiresAt: issued.expiresAt!,
      donorLinkTokenEncrypted: token,
    });
    await first.deps.models.Receipt.updateOne({ _id }, { $set: { cpfEncrypted: legacyCiphertext('11144477735', OLD_KEY) } });
    // Code issued under the old master, paid only after the rotation: its thank-you e-mail carries the old link.
    donations.unpaid = await createWithCode(clientOf(first), { cpf: '390.533.447-05', name: 'Carla Dias' });
    // A monthly donation's CPF and link token (monthly/model.ts), under the old master.
    await first.deps.models.Recurrence.create({
      idempotencyKey: 'rotation-monthly-0001',
      requestHash: 'rotation',
      accessTokenHash: 'rotation',
      donorLinkTokenEncrypted: encryptFor(first.deps.config, 'donorLinkToken', 'monthly-link-token-0123'),
      amountCents: 3000,
      dayOfMonth: 10,
      name: 'Eva Souza',
      email: 'eva@example.com',
      cpfEncrypted: encryptFor(first.deps.config, 'cpfAtRest', '52998224725'),
      payFirstNow: false,
      retryPolicy: 'NAO_PERMITE',
      nextDueDate: '2026-12-10',
      createdAt: new Date(),
    });
  });
  afterAll(async () => {
    await first.close();
    await smtp.stop();
  });

  it('without the rotation, an instance holding only the new key reads none of it (the control)', async () => {
    const newOnly = await startInstance(first, { CPF_ENCRYPTION_KEY: NEW_KEY });
    try {
      for (const { accessToken } of [donations.current, donations.legacy]) {
        expect((await newOnly.api(`/minha-doacao/${accessToken}/recibo.pdf`)).status).toBe(500);
        expect((await newOnly.api(`/minha-doacao/${accessToken}/dados`)).status).toBe(500);
      }
    } finally {
      await newOnly.close();
    }
  });

  it('rotates while an instance with both keys serves; a second run changes nothing', async () => {
    const rotating = await startInstance(first, { CPF_ENCRYPTION_KEY: NEW_KEY, CPF_ENCRYPTION_KEY_PREVIOUS: OLD_KEY });
    try {
      const [result, ...served] = await Promise.all([
        rotateEncryptedValues(rotating.deps),
        rotating.api(`/minha-doacao/${donations.current.accessToken}/recibo.pdf`),
        rotating.api(`/minha-doacao/${donations.legacy.accessToken}/dados`),
        createWithCode(rotating, { cpf: '529.982.247-25', name: 'Davi Nunes' }),
        // A retry of a request made under the old master is still the same donation, not a conflict.
        rotating.graphql(CREATE, { input: donations.unpaid.input }),
      ]);
      expect((served[0] as Response).status).toBe(200);
      expect(await (served[1] as Response).json()).toMatchObject({ donation: { cpf: '11144477735' } });
      expect((served[3] as any).data.createDonation.id).toBe(donations.unpaid.id);
      expect(result.complete).toBe(true);
      expect(counts(result, 'reencrypted')).toEqual({
        'pixIssues.donorLinkTokenEncrypted': 1,
        'donations.cpfEncrypted': 3,
        'donations.donorLinkTokenEncrypted': 3,
        'receipts.cpfEncrypted': 2,
        'recurrences.cpfEncrypted': 1,
        'recurrences.donorLinkTokenEncrypted': 1,
      });

      const stored = await storedCiphertexts(first);
      const again = await rotateEncryptedValues(rotating.deps);
      expect(again.complete).toBe(true);
      expect(counts(again, 'reencrypted')).toEqual({
        'pixIssues.donorLinkTokenEncrypted': 0,
        'donations.cpfEncrypted': 0,
        'donations.donorLinkTokenEncrypted': 0,
        'receipts.cpfEncrypted': 0,
        'recurrences.cpfEncrypted': 0,
        'recurrences.donorLinkTokenEncrypted': 0,
      });
      expect(counts(again, 'alreadyCurrent')).toEqual({
        'pixIssues.donorLinkTokenEncrypted': 1,
        'donations.cpfEncrypted': 4,
        'donations.donorLinkTokenEncrypted': 4,
        'receipts.cpfEncrypted': 2,
        'recurrences.cpfEncrypted': 1,
        'recurrences.donorLinkTokenEncrypted': 1,
      });
      expect(await storedCiphertexts(first)).toEqual(stored);
    } finally {
      await rotating.close();
    }
  });

  it('after it, with the previous key removed: the old receipt downloads, the old link opens, the queued e-mails go out', async () => {
    const newId = keyringOf({ CPF_ENCRYPTION_KEY: NEW_KEY, CPF_ENCRYPTION_KEY_PREVIOUS: undefined }).current.id;
    // Nothing anywhere in the database is left in the legacy format or under the old master.
    const ciphertexts = await storedCiphertexts(first);
    // 4 donations' CPFs and link tokens, 2 receipts, the one issue kept apart.
    expect(ciphertexts.length).toBeGreaterThanOrEqual(11);
    for (const value of ciphertexts) expect(value.split(':').slice(0, 2)).toEqual(['v2', newId]);

    const final = await startInstance(first, {
      CPF_ENCRYPTION_KEY: NEW_KEY,
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://doe.example.org',
    });
    try {
      for (const [{ accessToken }, cpf] of [
        [donations.current, '529.982.247-25'],
        [donations.legacy, '111.444.777-35'],
      ] as const) {
        const pdf = await final.api(`/minha-doacao/${accessToken}/recibo.pdf`);
        expect(pdf.status).toBe(200);
        expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain(cpf);
        expect((await final.api(`/minha-doacao/${accessToken}`)).status).toBe(200);
        expect(await (await final.api(`/minha-doacao/${accessToken}/dados`)).json()).toMatchObject({
          donation: { cpf: cpf.replace(/\D/g, '') },
        });
      }
      // Paid now: its thank-you e-mail is written with the link whose token was encrypted under the old master.
      await confirm(final, donations.unpaid.id);

      const pending = await final.deps.models.OutboxMessage.countDocuments({ status: 'pending' });
      expect(pending).toBe(7); // a code e-mail for each of the four donations, a thank-you for each of the three paid
      expect(await deliverDueMessages(final.deps)).toBe(pending);
      const received = await smtp.waitFor(pending);
      expect(await final.deps.models.OutboxMessage.countDocuments({ status: { $ne: 'sent' } })).toBe(0);

      const thanksTo = (name: string) => received.find((mail) => mail.attachments.length > 0 && mail.text?.includes(name));
      for (const [name, cpf] of [
        ['Ana', '529.982.247-25'],
        ['Bruno', '111.444.777-35'],
        ['Carla', '390.533.447-05'],
      ] as const) {
        const mail = thanksTo(name);
        expect(mail).toBeDefined();
        expect(pdfText(mail!.attachments[0]!.content)).toContain(cpf);
      }
      for (const { accessToken } of [donations.current, donations.legacy, donations.unpaid]) {
        const link = `https://doe.example.org/minha-doacao/${accessToken}`;
        expect(received.filter((mail) => mail.text?.includes(link)).length).toBeGreaterThanOrEqual(2);
        // The link in the e-mail opens the donation on the instance that no longer knows the old key.
        expect((await final.api(`/minha-doacao/${accessToken}`)).status).toBe(200);
      }
    } finally {
      await final.close();
    }
  });
});

describe('rotation racing the donors who erase their data', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { CPF_ENCRYPTION_KEY: OLD_KEY } });
  });
  afterAll(() => app.close());

  it('never writes a CPF back over an erasure made while it runs', async () => {
    const created = await Promise.all(
      Array.from({ length: 40 }, async () => (await app.graphql(CREATE, { input: validDonation() })).body.data.createDonation),
    );
    const rotating = await startInstance(app, { CPF_ENCRYPTION_KEY: NEW_KEY, CPF_ENCRYPTION_KEY_PREVIOUS: OLD_KEY });
    try {
      // The rotation reads its first batch at once, then writes one by one while the erasures land.
      const [result, ...erasures] = await Promise.all([
        rotateEncryptedValues(rotating.deps),
        ...created.map(({ accessToken }: { accessToken: string }) =>
          rotating.api(`/minha-doacao/${accessToken}/dados`, { method: 'DELETE' }),
        ),
      ]);
      expect(erasures.map((response) => (response as Response).status)).toEqual(created.map(() => 200));
      const cpf = result as KeyRotationResult;
      expect(cpf.fields.find((field) => field.field === 'donations.cpfEncrypted')!.unreadableIds).toEqual([]);
      expect(await app.deps.models.Donation.countDocuments({ cpfEncrypted: { $gt: '' } })).toBe(0);
    } finally {
      await rotating.close();
    }
  });
});

describe('one master, a key per purpose', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { CPF_ENCRYPTION_KEY: NEW_KEY } });
  });
  afterAll(() => app.close());

  it("a value stored for one purpose opens under no other purpose's key, nor under the master itself", async () => {
    const { id, accessToken } = await createWithCode(clientOf(app), { cpf: '529.982.247-25' });
    await confirm(clientOf(app), id);
    const _id = new Types.ObjectId(id);
    const donation = (await app.deps.models.Donation.findById(_id).lean())!;
    const receipt = (await app.deps.models.Receipt.findById(_id).lean())!;
    const stored = [
      ['cpfAtRest', donation.cpfEncrypted, '52998224725'],
      ['receiptData', receipt.cpfEncrypted, '52998224725'],
      ['donorLinkToken', donation.donorLinkTokenEncrypted!, accessToken],
    ] as const;
    for (const [purpose, value, plaintext] of stored) {
      expect(decryptFor(app.deps.config, purpose, value)).toBe(plaintext);
      for (const [other] of stored.filter(([candidate]) => candidate !== purpose))
        expect(() => decryptFor(app.deps.config, other, value)).toThrow();
      // The legacy format's key was the master itself: the same bytes read as legacy open nothing.
      const [, , iv, tag, ciphertext] = value.split(':');
      expect(() => decryptFor(app.deps.config, purpose, ['v1', iv, tag, ciphertext].join(':'))).toThrow();
    }
    const keys = keyringOf(app.deps.config).current.keys;
    expect(new Set(Object.values(keys).map((key) => key.toString('hex'))).size).toBe(Object.keys(keys).length);
    expect(Object.values(keys).some((key) => key.equals(decodeKey32(NEW_KEY)!))).toBe(false);
  });
});

/** `npm run rotate-keys` as the operator runs it, against the given database. */
function rotateScript(app: TestApp, env: Record<string, string>): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', fromRoot('api', 'src', 'scripts', 'rotate-keys.ts')], {
    cwd: fromRoot(),
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      LOG_LEVEL: 'warn',
      MONGODB_URI: `${testDatabaseUri()}/${app.connection.name}`,
      ...env,
    },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('npm run rotate-keys', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { CPF_ENCRYPTION_KEY: OLD_KEY } });
  });
  afterAll(() => app.close());

  it('moves legacy values to the current master with no previous key; a value no key reads is named and left as it is', async () => {
    const created = await app.graphql(CREATE, { input: validDonation() });
    const id = new Types.ObjectId(created.body.data.createDonation.id as string);
    const stray = encryptFor(
      { CPF_ENCRYPTION_KEY: randomBytes(32).toString('hex'), CPF_ENCRYPTION_KEY_PREVIOUS: undefined },
      'cpfAtRest',
      '1',
    );
    const other = await app.graphql(CREATE, { input: validDonation() });
    const strayId = new Types.ObjectId(other.body.data.createDonation.id as string);
    await app.deps.models.Donation.updateOne({ _id: id }, { $set: { cpfEncrypted: legacyCiphertext('52998224725', OLD_KEY) } });
    await app.deps.models.Donation.updateOne({ _id: strayId }, { $set: { cpfEncrypted: stray } });

    const run = rotateScript(app, { CPF_ENCRYPTION_KEY: OLD_KEY });
    expect(run.status).toBe(1);
    expect(run.output).toMatch(
      /donations\.cpfEncrypted: re-encrypted 1; already under the current key 0; changed meanwhile 0; unreadable/,
    );
    expect(run.output).toContain(strayId.toHexString());
    expect(run.output).toMatch(/not complete/);
    const moved = (await app.deps.models.Donation.findById(id).lean())!.cpfEncrypted;
    expect(moved).toMatch(/^v2:/);
    expect(decryptFor(app.deps.config, 'cpfAtRest', moved)).toBe('52998224725');
    expect((await app.deps.models.Donation.findById(strayId).lean())!.cpfEncrypted).toBe(stray);
  });

  it('refuses to run without the new key', () => {
    const run = rotateScript(app, {});
    expect(run.status).toBe(2);
    expect(run.output).toMatch(/set CPF_ENCRYPTION_KEY/);
  });
});
