import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { fromRoot } from '../paths.js';

const launcherDir = fromRoot('tools', 'offline-mongo');

/** Where the built launcher is cached: outside the clone, keyed by its sources, so fresh clones reuse it. */
export function offlineMongoBinaryPath(): string {
  if (process.env.OFFLINE_MONGO_BIN) return process.env.OFFLINE_MONGO_BIN;
  const hash = createHash('sha256');
  for (const file of launcherSources()) hash.update(file).update(readFileSync(join(launcherDir, file)));
  const cacheHome = process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache');
  return join(cacheHome, 'campanha-doacao', `offline-mongo-${hash.digest('hex').slice(0, 12)}`);
}

/** Every file the build reads from tools/offline-mongo, in a stable order (the files laid over FerretDB included). */
function launcherSources(): string[] {
  const overlay = readdirSync(join(launcherDir, 'ferretdb'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(launcherDir, join(entry.parentPath, entry.name)));
  return ['build.sh', 'go.mod', 'go.sum', 'main.go', ...overlay.sort()];
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
  const build = spawnSync('bash', ['build.sh', binary], {
    cwd: launcherDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  for (const line of `${build.stdout}${build.stderr}`.split('\n').filter(Boolean)) log(`offline-mongo build: ${line}`);
  if (build.status !== 0) throw new OfflineMongoUnavailable(`build.sh in ${launcherDir} failed (exit ${build.status})`);
  return binary;
}

/** running: serving; restarting: it exited and is being started again; failed: it cannot be brought back. */
export type DatabaseProcessState = 'running' | 'restarting' | 'failed';

export interface OfflineMongo {
  uri: string;
  /** The server process now running (a new one after each restart). */
  readonly process: ChildProcess;
  state(): DatabaseProcessState;
  stop(): Promise<void>;
}

/** Restart backoff: the first retry after this, doubling up to the maximum. */
const RESTART_MIN_DELAY_MS = 250;
const RESTART_MAX_DELAY_MS = 5_000;
/** Launches failing in a row before the server is given up for dead (about 8 s of trying). */
const RESTART_MAX_FAILURES = 5;

/** Starts the launcher once; resolves with its URI when it says it is ready. */
async function launch(binary: string, dataDir: string, port: number, log: (line: string) => void) {
  // Port 0: the launcher prints the address it got, so parallel test runs never collide.
  // Its stdin is a pipe from this process: when this process ends, however it ends, the server stops too.
  const child = spawn(binary, ['-listen', `127.0.0.1:${port}`, '-dir', dataDir, '-exit-with-stdin'], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  // Its own diagnostics, one log line each, instead of raw text in the JSON log.
  createInterface({ input: child.stderr! }).on('line', (line) => log(`offline-mongo: ${line}`));
  const uri = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => {
      const match = /^ready (\S+)$/.exec(line);
      if (match) resolve(match[1]!.replace(/\/$/, ''));
      else reject(new Error(`offline-mongo said: ${line}`));
    });
    child.once('exit', (code, signal) => reject(new Error(`offline-mongo exited with ${signal ?? `code ${code}`}`)));
    child.once('error', reject);
  });
  return { child, uri };
}

/**
 * Starts the offline server and supervises it: when it dies (a crash, `kill -9`) it
 * is started again on the same port and data directory, with backoff, so the driver
 * reconnects by itself and nothing stored is lost. After RESTART_MAX_FAILURES failed
 * launches in a row its state is `failed`: the instance cannot recover by itself.
 */
export async function startOfflineMongo(options: {
  dataDir: string;
  log: (line: string) => void;
  /** Fixed port, so a stopped server can come back at the same address (fault tests); default: any free port. */
  port?: number;
}): Promise<OfflineMongo> {
  const binary = buildOfflineMongo(options.log);
  mkdirSync(options.dataDir, { recursive: true });
  const first = await launch(binary, options.dataDir, options.port ?? 0, options.log);
  const port = Number(new URL(first.uri).port);
  let child = first.child;
  let state: DatabaseProcessState = 'running';
  let stopping = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const restart = () => {
    const delay = Math.min(RESTART_MIN_DELAY_MS * 2 ** failures, RESTART_MAX_DELAY_MS);
    timer = setTimeout(() => {
      launch(binary, options.dataDir, port, options.log).then(
        (next) => {
          if (stopping) return void next.child.kill('SIGTERM');
          child = next.child;
          failures = 0;
          state = 'running';
          options.log(`offline-mongo restarted (pid ${child.pid})`);
          supervise();
        },
        (error: unknown) => {
          if (stopping) return;
          failures++;
          if (failures >= RESTART_MAX_FAILURES) {
            state = 'failed';
            options.log(`offline-mongo could not be restarted (${(error as Error).message}); giving up`);
          } else restart();
        },
      );
    }, delay);
    timer.unref();
  };
  const supervise = () => {
    child.once('exit', (code, signal) => {
      if (stopping) return;
      state = 'restarting';
      options.log(`offline-mongo exited (${signal ?? `code ${code}`}); restarting it`);
      restart();
    });
  };
  supervise();
  options.log(`offline-mongo started (pid ${child.pid})`);

  return {
    uri: first.uri,
    get process() {
      return child;
    },
    state: () => state,
    stop: () => {
      stopping = true;
      clearTimeout(timer);
      return new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}
