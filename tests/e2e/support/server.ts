import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { fromRoot } from '../../../api/src/paths.js';
import { testDatabaseUri } from '../../support/harness.js';

export interface RunningSite {
  url: string;
  mongodbUri: string;
  dbName: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Runs the built server (`dist/api/main.js`) as `npm start` would, on its own database. */
export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const port = await freePort();
  const dbName = `e2e_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const base = testDatabaseUri();
  const mongodbUri = `${base}/${dbName}`;
  const child: ChildProcess = spawn(process.execPath, [fromRoot('dist', 'api', 'main.js')], {
    cwd: fromRoot(),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      MONGODB_URI: mongodbUri,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become ready in 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    mongodbUri,
    dbName,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
