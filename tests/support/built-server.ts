import { spawn } from 'node:child_process';
import { fromRoot } from '../../api/src/paths.js';
import { freePort } from './server-process.js';

export interface BuiltServer {
  url: string;
  stop(): Promise<void>;
}

/** The built server (`dist/server/api/src/main.js`), as `npm start` runs it, on a port of its own; resolves once /readyz says ready. */
export async function startBuiltServer(env: Record<string, string>): Promise<BuiltServer> {
  // A test that must know the address first (PUBLIC_URL naming this server) passes PORT.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, [fromRoot('dist', 'server', 'api', 'src', 'main.js')], {
    cwd: fromRoot(),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
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
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('server did not become ready in 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
