// Starts the bench's server (bench/server.ts) as production runs the app (`npm start`):
// compiled by tsc and run by plain node. Under tsx the process also holds the TypeScript
// loader and every module's transformed source, 40 MiB or more that no visitor's server has.
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MALLOC_ENV, YOUNG_GENERATION_FLAG } from '../api/src/app/heap.js';
import { fromRoot } from '../api/src/paths.js';
import type { BenchServerMessage } from './server.js';

export type BenchServerReady = Extract<BenchServerMessage, { type: 'ready' }>;

/** tsc's exit code when it found type errors and wrote the JavaScript all the same. */
const EMITTED_WITH_ERRORS = 2;

/** Compiles the app and bench/server.ts into dist/bench (incremental: seconds when little changed); the server's entry. */
function compileBenchServer(): string {
  const started = performance.now();
  const tsc = spawnSync(
    process.execPath,
    [fromRoot('node_modules', 'typescript', 'bin', 'tsc'), '-p', fromRoot('bench', 'tsconfig.server.json')],
    { cwd: fromRoot(), encoding: 'utf8' },
  );
  const output = `${tsc.stdout ?? ''}${tsc.stderr ?? ''}`.trim();
  // Type errors do not stop the bench (tsx would not either); `npm run typecheck` lists them.
  if (tsc.status === EMITTED_WITH_ERRORS)
    console.error(`bench server compiled with type errors (first: ${output.split('\n')[0]?.slice(0, 200)})`);
  else if (tsc.status !== 0)
    throw new Error(`cannot compile the bench server (tsc exit ${tsc.status}):\n${output.slice(0, 2000)}`);
  console.log(`Bench server compiled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return join(fromRoot('dist', 'bench'), 'bench', 'server.js');
}

/**
 * The figures are the site's only on the Node it runs on (package.json `engines`; the
 * image runs Node 24): an older one is refused rather than measured. Node 20 answered
 * a bare handler at three times Node 24's CPU, and hid most of the app's overhead in it.
 */
function assertProductionNode(): void {
  const { engines } = JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as { engines: { node: string } };
  const minimum = /^>=(\d+)\.(\d+)/.exec(engines.node);
  if (!minimum) throw new Error(`package.json engines.node should read ">=major.minor", not "${engines.node}"`);
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  const [wantMajor, wantMinor] = [Number(minimum[1]), Number(minimum[2])];
  if (major < wantMajor || (major === wantMajor && minor < wantMinor))
    throw new Error(
      `the bench measures the Node the site runs on (${engines.node}, package.json engines); this is ${process.version}. ` +
        `Run it with Node ${wantMajor}.${wantMinor} or newer (the image runs Node 24).`,
    );
}

/** The compiled bench server in its own process, once it listens; `env` is added to this process's environment. */
export function startBenchServer(
  options: { env?: Record<string, string>; execArgv?: string[] } = {},
): Promise<{ child: ChildProcess; ready: BenchServerReady }> {
  assertProductionNode();
  const child = fork(compileBenchServer(), [], {
    // As the image and `npm start` run it.
    execArgv: [YOUNG_GENERATION_FLAG, ...(options.execArgv ?? [])],
    env: { ...process.env, ...MALLOC_ENV, ...options.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with code ${code}`)));
    child.on('message', (message: BenchServerMessage) => {
      if (message.type === 'ready') resolve({ child, ready: message });
    });
  });
}
