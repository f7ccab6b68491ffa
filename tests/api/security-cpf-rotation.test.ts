import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { decodeKey32 } from '../../api/src/config.js';
import { decryptCpf, encryptCpf } from '../../api/src/crypto/cpf.js';
import { fromRoot } from '../../api/src/paths.js';
import { startTestApp, testDatabaseUri, type TestApp } from '../support/harness.js';

const OLD_KEY = randomBytes(32).toString('base64');
const NEW_KEY = randomBytes(32).toString('base64');
const CPFS = ['52998224725', '11144477735', '39053344705'];

/** `npm run rotate-cpf-key` as the operator runs it, against this file's database. */
function rotate(app: TestApp): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', fromRoot('api', 'src', 'scripts', 'rotate-cpf-key.ts')], {
    cwd: fromRoot(),
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      LOG_LEVEL: 'warn',
      MONGODB_URI: `${testDatabaseUri()}/${app.connection.name}`,
      CPF_ENCRYPTION_KEY: NEW_KEY,
      CPF_ENCRYPTION_KEY_PREVIOUS: OLD_KEY,
    },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('CPF key rotation', () => {
  // Each test rotates the keys of its own three donations: a fresh app and database each.
  let app: TestApp;
  beforeEach(async () => {
    app = await startTestApp({ env: { CPF_ENCRYPTION_KEY: OLD_KEY } });
    for (const [i, cpf] of CPFS.entries()) {
      const { body } = await app.graphql('mutation($input: CreateDonationInput!) { createDonation(input: $input) { id } }', {
        input: { idempotencyKey: `rotation-${i}-abcdef`, name: 'Ana Lima', email: 'ana@example.com', amount: '50', cpf },
      });
      expect(body.errors).toBeUndefined();
    }
  });
  afterEach(() => app.close());

  const storedCpfs = async () =>
    (
      await app.deps.models.Donation.find({ cpfEncrypted: { $gt: '' } }, { cpfEncrypted: 1 })
        .sort({ _id: 1 })
        .lean()
    ).map((donation) => donation.cpfEncrypted);

  it('re-encrypts every CPF under the new key, and a second run changes nothing', async () => {
    const before = await storedCpfs();
    expect(before.map((value) => decryptCpf(value, decodeKey32(OLD_KEY)!))).toEqual(CPFS);

    const first = rotate(app);
    expect(first).toMatchObject({ status: 0 });
    expect(first.output).toMatch(/CPFs re-encrypted: 3; already under the new key: 0; unreadable with either key: 0/);
    const after = await storedCpfs();
    expect(after.map((value) => decryptCpf(value, decodeKey32(NEW_KEY)!))).toEqual(CPFS);
    expect(() => decryptCpf(after[0]!, decodeKey32(OLD_KEY)!)).toThrow();

    const second = rotate(app);
    expect(second.output).toMatch(/CPFs re-encrypted: 0; already under the new key: 3/);
    expect(await storedCpfs()).toEqual(after);
  });

  it('leaves a value neither key can read untouched and exits 1 naming it', async () => {
    const stray = encryptCpf('52998224725', randomBytes(32));
    const donation = await app.deps.models.Donation.findOne({ cpfEncrypted: { $gt: '' } });
    await app.deps.models.Donation.updateOne({ _id: donation!._id }, { $set: { cpfEncrypted: stray } });
    const run = rotate(app);
    expect(run.status).toBe(1);
    expect(run.output).toContain(String(donation!._id));
    expect((await app.deps.models.Donation.findById(donation!._id).lean())!.cpfEncrypted).toBe(stray);
  });
});
