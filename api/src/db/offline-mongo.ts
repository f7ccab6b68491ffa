import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fromRoot } from '../paths.js';

const launcherDir = fromRoot('tools', 'offline-mongo');

/** Where the built launcher is cached: outside the clone, keyed by its sources, so fresh clones reuse it. */
export function offlineMongoBinaryPath(): string {
  if (process.env.OFFLINE_MONGO_BIN) return process.env.OFFLINE_MONGO_BIN;
  const hash = createHash('sha256');
  for (const file of ['go.mod', 'go.sum', 'main.go']) hash.update(readFileSync(join(launcherDir, file)));
  const cacheHome = process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache');
  return join(cacheHome, 'campanha-doacao', `offline-mongo-${hash.digest('hex').slice(0, 12)}`);
}

export class OfflineMongoUnavailable extends Error {}

export function buildOfflineMongo(log: (line: string) => void): string {
  const binary = offlineMongoBinaryPath();
  if (existsSync(binary)) return binary;
  const go = spawnSync('go', ['version'], { encoding: 'utf8' });
  if (go.error || go.status !== 0) {
    throw new OfflineMongoUnavailable(
      'No MongoDB available: set MONGODB_URI to a MongoDB server, allow mongodb-memory-server to download mongod, ' +
        'or install Go so the offline server (FerretDB) can be built from tools/offline-mongo.',
    );
  }
  log(`Building the offline MongoDB server (FerretDB) into ${binary}; the first build takes a minute or two...`);
  mkdirSync(join(binary, '..'), { recursive: true });
  // The compiler's output goes through `log`, one line at a time: the log stays JSON lines.
  const build = spawnSync('go', ['build', '-o', binary, '.'], {
    cwd: launcherDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  for (const line of `${build.stdout}${build.stderr}`.split('\n').filter(Boolean)) log(`go build: ${line}`);
  if (build.status !== 0) throw new OfflineMongoUnavailable(`go build in ${launcherDir} failed (exit ${build.status})`);
  return binary;
}

export interface OfflineMongo {
  uri: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export async function startOfflineMongo(options: {
  dataDir: string;
  log: (line: string) => void;
  /** Fixed port, so a stopped server can come back at the same address (fault tests); default: any free port. */
  port?: number;
}): Promise<OfflineMongo> {
  const binary = buildOfflineMongo(options.log);
  mkdirSync(options.dataDir, { recursive: true });
  // Port 0: the launcher prints the address it got, so parallel test runs never collide.
  // Its stdin is a pipe from this process: when this process ends, however it ends, the server stops too.
  const child = spawn(binary, ['-listen', `127.0.0.1:${options.port ?? 0}`, '-dir', options.dataDir, '-exit-with-stdin'], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  // Its own diagnostics, one log line each, instead of raw text in the JSON log.
  createInterface({ input: child.stderr! }).on('line', (line) => options.log(`offline-mongo: ${line}`));
  const uri = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => {
      const match = /^ready (\S+)$/.exec(line);
      if (match) resolve(match[1]!.replace(/\/$/, ''));
      else reject(new Error(`offline-mongo said: ${line}`));
    });
    child.once('exit', (code) => reject(new Error(`offline-mongo exited with code ${code}`)));
    child.once('error', reject);
  });
  return {
    uri,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
