import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { startDatabaseServer, type DatabaseServer } from '../../api/src/db/database-server.js';
import { ADMIN_TOKEN } from '../support/harness.js';
import { eventually, freePort, startServerProcess, type ServerProcess } from '../support/server-process.js';

/**
 * The real server process against a MongoDB server this file starts, stops and
 * starts again on the same port and data directory.
 */
describe('database faults', () => {
  let dataDir: string;
  let dbPort: number;
  let database: DatabaseServer | undefined;
  let server: ServerProcess;
  const dbName = 'faults';

  const startDatabase = async () => {
    database = await startDatabaseServer({ dataDir, port: dbPort, log: () => {} });
  };
  const stopDatabase = async () => {
    await database?.stop();
    database = undefined;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'faults-'));
    dbPort = await freePort();
    server = await startServerProcess({
      MONGODB_URI: `mongodb://127.0.0.1:${dbPort}/${dbName}`,
      ADMIN_TOKEN,
      // Not "test": Apollo and others change their signal handling there, and shutdown must be tested as it runs.
      NODE_ENV: 'development',
      RATE_LIMIT_CREATE_DONATION: '100000/600',
      RATE_LIMIT_PIX_CODE: '100000/600',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await stopDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const readiness = async () => (await fetch(`${server.url}/readyz`)).status;
  const donate = (key: string, signal?: AbortSignal) =>
    fetch(`${server.url}/api/donations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idempotencyKey: key, name: 'Ana Lima', email: 'ana@example.com', amount: '50' }),
      signal: signal ?? AbortSignal.timeout(20_000),
    });

  it('listens while the database is down, says it is not ready, and retries with a clear log', async () => {
    await eventually('the server listens', async () => (await fetch(`${server.url}/healthz`)).ok);
    expect(await readiness()).toBe(503);

    const rest = await donate('down-at-start-1');
    expect(rest.status).toBe(503);
    expect(rest.headers.get('retry-after')).toBe('5');
    expect(await rest.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
    });
    const graphql = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ campaign { raised } }' }),
    });
    expect(graphql.status).toBe(503);
    expect(((await graphql.json()) as any).errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');

    const line = await server.waitForLine(/database not reachable/);
    expect(JSON.parse(line).msg).toMatch(
      new RegExp(`database not reachable at mongodb://127\\.0\\.0\\.1:${dbPort}/${dbName} \\(.+\\); retrying in \\d+ ms`),
    );
    expect(server.child.exitCode).toBeNull();
  });

  it('becomes ready by itself when the database appears', async () => {
    await startDatabase();
    await eventually('/readyz says ready', async () => (await readiness()) === 200, 40_000);
    const { data } = (await (
      await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ campaign { goal } }' }),
      })
    ).json()) as any;
    expect(data.campaign.goal).toBe('125000.00');
  });

  it('fails fast with 503 while the database is lost under load, never crashes, resumes by itself and loses no acknowledged donation', async () => {
    type Outcome = { key: string; status: number; id?: string; code?: string } | { key: string; failure: string };
    const outcomes: Outcome[] = [];
    let running = true;
    let sequence = 0;
    const worker = async () => {
      while (running) {
        const key = `load-${++sequence}-${Math.random().toString(36).slice(2)}`;
        try {
          const response = await donate(key);
          const body = (await response.json()) as { id?: string; code?: string };
          outcomes.push({ key, status: response.status, id: body.id, code: body.code });
        } catch (error) {
          // A timeout here would be a hang: the assertion below names it.
          outcomes.push({ key, failure: (error as Error).name });
        }
      }
    };
    const workers = Array.from({ length: 8 }, worker);

    await eventually('some donations succeed', async () => outcomes.some((o) => 'status' in o && o.status < 300));
    await stopDatabase();
    const lostAt = outcomes.length;
    await eventually(
      'requests are refused with 503 while the database is away',
      async () => outcomes.slice(lostAt).filter((o) => 'status' in o && o.status === 503).length >= 8,
    );
    expect(server.child.exitCode).toBeNull();
    expect(await readiness()).toBe(503);

    await startDatabase();
    const backAt = outcomes.length;
    await eventually(
      'donations succeed again',
      async () => outcomes.slice(backAt).filter((o) => 'status' in o && o.status < 300).length >= 10,
      40_000,
    );
    running = false;
    await Promise.all(workers);
    expect(await readiness()).toBe(200);

    expect(outcomes.filter((o) => 'failure' in o)).toEqual([]);
    const unexpected = outcomes.filter((o) => 'status' in o && !(o.status < 300 || o.status === 503));
    expect(unexpected).toEqual([]);
    expect(
      outcomes.filter((o) => 'status' in o && o.status === 503).every((o) => 'code' in o && o.code === 'SERVICE_UNAVAILABLE'),
    ).toBe(true);

    const acknowledged = outcomes.filter((o): o is { key: string; status: number; id: string } => 'id' in o && !!o.id);
    expect(acknowledged.length).toBeGreaterThan(10);
    const client = await MongoClient.connect(`mongodb://127.0.0.1:${dbPort}`);
    try {
      const donations = client.db(dbName).collection('donations');
      const stored = await donations
        .find({ idempotencyKey: { $in: acknowledged.map((o) => o.key) } }, { projection: { idempotencyKey: 1 } })
        .toArray();
      const idsByKey = new Map(stored.map((doc) => [doc.idempotencyKey as string, String(doc._id)]));
      expect(stored).toHaveLength(acknowledged.length);
      expect(acknowledged.filter((o) => idsByKey.get(o.key) !== o.id)).toEqual([]);
    } finally {
      await client.close();
    }
  });

  it('drains an in-flight request on SIGTERM, refuses new ones, and exits cleanly', async () => {
    const body = JSON.stringify({
      idempotencyKey: 'drain-1-abcdef',
      name: 'Bruno Dias',
      email: 'bruno@example.com',
      amount: '100',
    });
    const { port } = new URL(server.url);
    let resolveInFlight!: () => void;
    const inFlight = new Promise<void>((resolve) => (resolveInFlight = resolve));
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/donations',
          method: 'POST',
          // Asking for "100 Continue" lets the test hear when the server has read the headers.
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            expect: '100-continue',
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, text }));
        },
      );
      req.on('error', reject);
      // The server has the request: half the body now, and the signal while the rest is awaited.
      req.on('continue', () => {
        req.write(body.slice(0, 20));
        resolveInFlight();
      });
      req.flushHeaders();
      void server
        .waitForLine(/shutting down/)
        .then(async () => {
          await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
          req.end(body.slice(20));
        })
        .catch(reject);
    });
    await inFlight;
    server.child.kill('SIGTERM');

    const answered = await response;
    expect(answered.status).toBeLessThan(300);
    const { id } = JSON.parse(answered.text) as { id: string };
    expect(await server.exited).toBe(0);
    expect(server.lines.some((line) => /"msg":"stopped"/.test(line))).toBe(true);

    const client = await MongoClient.connect(`mongodb://127.0.0.1:${dbPort}`);
    try {
      const stored = await client.db(dbName).collection('donations').findOne({ idempotencyKey: 'drain-1-abcdef' });
      expect(String(stored?._id)).toBe(id);
    } finally {
      await client.close();
    }
  });
});
