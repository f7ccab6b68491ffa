import { randomBytes } from 'node:crypto';
import { writeFileSync, mkdtempSync, rmSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../api/src/config.js';
import { EXAMPLE_CONTENT_FILE } from '../../api/src/campaign/content.js';
import { startServerProcess } from '../support/server-process.js';

/** A production environment that passes every rule; each test breaks one thing. */
const PRODUCTION = {
  NODE_ENV: 'production',
  ADMIN_TOKEN: randomBytes(24).toString('hex'),
  CPF_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  PIX_KEY: 'doacoes@instituto.example.org',
  PIX_MERCHANT_NAME: 'Instituto Real',
  PIX_MERCHANT_CITY: 'Recife',
  MONGODB_URI: 'mongodb://db.internal:27017/campanha',
  PUBLIC_URL: 'https://doe.example.org',
  SMTP_URL: 'smtp://mail.example.org:587',
};

function problemOf(env: Record<string, string | undefined>): string {
  try {
    loadConfig(env as NodeJS.ProcessEnv);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('configuration', () => {
  it('accepts a complete production configuration', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.isProduction).toBe(true);
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.CORS_ORIGINS).toEqual([]);
  });

  it('development and tests run with no variable at all', () => {
    expect(loadConfig({}).NODE_ENV).toBe('development');
  });

  it.each([
    ['a missing MONGODB_URI (the embedded database)', { MONGODB_URI: undefined }, /MONGODB_URI: required in production/],
    ['a missing SMTP_URL', { SMTP_URL: undefined }, /SMTP_URL: required in production/],
    ['a missing PUBLIC_URL', { PUBLIC_URL: undefined }, /PUBLIC_URL: required in production/],
    ['a missing ADMIN_TOKEN', { ADMIN_TOKEN: undefined }, /ADMIN_TOKEN: required in production/],
    ['a missing CPF_ENCRYPTION_KEY', { CPF_ENCRYPTION_KEY: undefined }, /CPF_ENCRYPTION_KEY: required in production/],
    ['a typed CPF key', { CPF_ENCRYPTION_KEY: 'a'.repeat(64) }, /CPF_ENCRYPTION_KEY: too weak/],
    [
      'a CPF key of the wrong size',
      { CPF_ENCRYPTION_KEY: randomBytes(16).toString('base64') },
      /CPF_ENCRYPTION_KEY: must be 32 bytes/,
    ],
    [
      'the previous master key equal to the current one (a rotation that rotates nothing)',
      { CPF_ENCRYPTION_KEY_PREVIOUS: Buffer.from(PRODUCTION.CPF_ENCRYPTION_KEY, 'base64').toString('hex') },
      /CPF_ENCRYPTION_KEY_PREVIOUS: the same key as CPF_ENCRYPTION_KEY/,
    ],
    ['the example PIX key', { PIX_KEY: undefined }, /PIX_KEY and PIX_MERCHANT_NAME: required in production/],
    ['the example receiver', { PIX_MERCHANT_NAME: undefined }, /PIX_KEY and PIX_MERCHANT_NAME: required in production/],
    [
      'api-pix without its credentials',
      { PIX_PROVIDER: 'api-pix' },
      /API_PIX_BASE_URL: required .*API_PIX_CLIENT_ID: required .*PIX_WEBHOOK_SECRET/,
    ],
  ])('production refuses to start with %s', (_what, change, message) => {
    const text = problemOf({ ...PRODUCTION, ...change });
    expect(text).toMatch(message);
    expect(text).not.toContain('\n');
  });

  it('names every wrong variable on one line', () => {
    const text = problemOf({ PORT: 'eighty', LOG_LEVEL: 'loud', CORS_ORIGINS: 'not a url', RATE_LIMIT_CONTACT: '5 per minute' });
    expect(text).toMatch(/^invalid configuration: /);
    for (const name of ['PORT', 'LOG_LEVEL', 'CORS_ORIGINS', 'RATE_LIMIT_CONTACT'])
      expect(text).toMatch(new RegExp(`${name}[.\\d]*: `));
    expect(text).not.toContain('\n');
  });

  it('reads TRUST_PROXY in all its forms and CORS_ORIGINS as origins', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8']);
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example.org/, https://b.example.org' }).CORS_ORIGINS).toEqual([
      'https://a.example.org',
      'https://b.example.org',
    ]);
  });
});

/** The messages of a process's output, each line required to be one JSON object. */
function messagesOf(lines: string[]): string[] {
  return lines.map((line) => {
    let entry: { msg?: unknown; level?: unknown };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      throw new Error(`not a JSON log line: ${line}`);
    }
    expect(typeof entry.level).toBe('number');
    return String(entry.msg);
  });
}

describe('the server process refuses a bad start with one clear JSON line', () => {
  it('exits 1 on an invalid variable, without a stack trace', async () => {
    const server = await startServerProcess({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(messagesOf(server.lines)).toEqual([expect.stringMatching(/^invalid configuration: PORT: /)]);
  });

  it('exits 1 in production without MONGODB_URI or PUBLIC_URL, instead of starting an embedded database', async () => {
    const server = await startServerProcess({ ...PRODUCTION, MONGODB_URI: '', PUBLIC_URL: '' });
    expect(await server.exited).toBe(1);
    expect(messagesOf(server.lines)).toEqual([
      expect.stringMatching(/^invalid configuration for production: MONGODB_URI: required.*PUBLIC_URL: required/),
    ]);
  });

  it('exits 1 on a content file that is not valid', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'));
    try {
      const content = JSON.parse(readFileSync(EXAMPLE_CONTENT_FILE, 'utf8'));
      delete content.goalCents;
      writeFileSync(join(dir, 'campaign.json'), JSON.stringify(content));
      const server = await startServerProcess({ CONTENT_FILE: join(dir, 'campaign.json') });
      expect(await server.exited).toBe(1);
      expect(messagesOf(server.lines)).toEqual([expect.stringMatching(/^invalid campaign content .*goalCents/)]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the log is JSON lines only', () => {
  it('even when the embedded database cannot be downloaded and the offline one starts instead', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'json-log-'));
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      // Nothing listens there: the download fails at once, as it does without internet.
      MONGOMS_DOWNLOAD_MIRROR: 'http://127.0.0.1:9',
      ...(process.env.OFFLINE_MONGO_BIN ? { OFFLINE_MONGO_BIN: process.env.OFFLINE_MONGO_BIN } : {}),
    });
    try {
      await server.waitForLine(/ready for traffic/, 120_000);
      await server.stop();
      const messages = messagesOf(server.lines);
      expect(messages).toContain('ready for traffic');
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});
