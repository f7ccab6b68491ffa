import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { DEVELOPMENT_TOKEN_FILE } from '../../api/src/panel/development-token.js';
import { logFormatFor } from '../../api/src/logger.js';
import { testDatabaseUri } from '../support/harness.js';
import { eventually, startServerProcess, type ServerProcess } from '../support/server-process.js';

const AUDIT = '{ auditLog(first: 1) { nodes { action } } }';

async function askAsOrganiser(server: ServerProcess, token: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: AUDIT }),
  });
  return (await response.json()) as { data?: unknown; errors?: Array<{ extensions: { code: string } }> };
}

/** The welcome sentence: the one log line that names the GraphQL IDE. */
async function welcomeOf(server: ServerProcess): Promise<string> {
  return (JSON.parse(await server.waitForLine(/GraphQL IDE/)) as { msg: string }).msg;
}

describe('a newcomer runs the server in development', () => {
  let dataDir: string;
  let dbName: string;
  let env: Record<string, string>;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'campanha-data-'));
    dbName = `test_devstart_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    env = { NODE_ENV: 'development', DATA_DIR: dataDir, MONGODB_URI: `${testDatabaseUri()}/${dbName}` };
  });
  afterEach(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    const client = await MongoClient.connect(testDatabaseUri());
    await client
      .db(dbName)
      .dropDatabase()
      .catch(() => {});
    await client.close();
  });

  it('without ADMIN_TOKEN: generates one, keeps it owner-only in DATA_DIR, reuses it, and says once where to paste it', async () => {
    const first = await startServerProcess(env);
    let token: string;
    try {
      const welcome = await welcomeOf(first);
      const tokenFile = join(dataDir, DEVELOPMENT_TOKEN_FILE);
      token = readFileSync(tokenFile, 'utf8').trim();
      expect(token).toMatch(/^[0-9a-f]{64}$/);
      expect(statSync(tokenFile).mode & 0o777).toBe(0o600);

      const site = first.url.replace('127.0.0.1', 'localhost');
      expect(welcome).toBe(
        `Campaign site at ${site}, organiser's panel at ${site}/painel, GraphQL IDE at ${site}/graphql: ` +
          `sign in to the panel with ${token}, or paste the header ` +
          `Authorization: Bearer ${token} in the IDE's Headers tab (token kept in ${tokenFile}).`,
      );
      await eventually('the server is ready', async () => (await fetch(`${first.url}/readyz`)).ok);
      expect(first.lines.filter((line) => line.includes(token))).toHaveLength(1);

      // The token printed is the one the server checks.
      expect((await askAsOrganiser(first, token)).errors).toBeUndefined();
      expect((await askAsOrganiser(first, 'not-the-token-0123456789')).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
      // Not a terminal: every line is JSON.
      for (const line of first.lines) expect(() => JSON.parse(line)).not.toThrow();
    } finally {
      await first.stop();
    }

    const second = await startServerProcess(env);
    try {
      expect(await welcomeOf(second)).toContain(`Authorization: Bearer ${token}`);
      await eventually('the restarted server is ready', async () => (await fetch(`${second.url}/readyz`)).ok);
      expect((await askAsOrganiser(second, token)).errors).toBeUndefined();
    } finally {
      await second.stop();
    }
  });

  it('with ADMIN_TOKEN set: names the GraphQL IDE, never prints the token, and writes no token file', async () => {
    const token = `organiser-${randomUUID()}`;
    const server = await startServerProcess({ ...env, ADMIN_TOKEN: token });
    try {
      const welcome = await welcomeOf(server);
      expect(welcome).toContain(`${server.url.replace('127.0.0.1', 'localhost')}/graphql`);
      expect(welcome).toContain('Authorization: Bearer <your ADMIN_TOKEN>');
      await eventually('the server is ready', async () => (await fetch(`${server.url}/readyz`)).ok);
      expect((await askAsOrganiser(server, token)).errors).toBeUndefined();
      expect(server.lines.filter((line) => line.includes(token))).toEqual([]);
      expect(existsSync(join(dataDir, DEVELOPMENT_TOKEN_FILE))).toBe(false);
    } finally {
      await server.stop();
    }
  });

  it('without MONGODB_URI where mongod cannot be downloaded: one line says so, no stack trace, and the offline server serves', async () => {
    // No download allowed: what a machine without internet meets, decided here rather than by the network.
    const server = await startServerProcess({
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      MONGOMS_RUNTIME_DOWNLOAD: 'false',
      ...(process.env.OFFLINE_MONGO_BIN ? { OFFLINE_MONGO_BIN: process.env.OFFLINE_MONGO_BIN } : {}),
    });
    try {
      await eventually('the server is ready', async () => (await fetch(`${server.url}/readyz`)).ok, 120_000);
      const text = server.lines.join('\n');
      expect(text).not.toMatch(/MongoMemoryServer Instance failed/);
      expect(text).not.toMatch(/\s+at \S+ \(/);
      const fallback = server.lines.filter((line) => /Embedded mongod is not available/.test(line));
      // Where a mongod is already on the machine the embedded server starts instead, and nothing is said.
      expect(fallback.length).toBeLessThanOrEqual(1);
    } finally {
      await server.stop();
    }
  }, 180_000);
});

describe('log format', () => {
  it('is JSON lines unless stdout is a terminal', () => {
    expect(logFormatFor({ isTTY: false })).toBe('json');
    expect(logFormatFor({})).toBe('json');
    // pino-pretty is installed here: a terminal gets readable lines.
    expect(logFormatFor({ isTTY: true })).toBe('pretty');
  });
});
