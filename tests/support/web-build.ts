import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fromRoot } from '../../api/src/paths.js';
import { SSR_ENTRY } from '../../api/src/web/ssr.js';

/** Everything the built client and the server's renderer are made of. */
const SOURCES = [fromRoot('web', 'src'), fromRoot('web', 'index.html'), fromRoot('rules'), fromRoot('vite.config.ts')];

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/** Whether the built client and the renderer are newer than every source they are made of. */
function built(): boolean {
  const builtAt = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);
  const oldest = Math.min(builtAt(fromRoot('dist', 'web', 'index.html')), builtAt(SSR_ENTRY));
  return oldest > Math.max(...SOURCES.map(newestChange));
}

/** Held while one test process builds: a lock left by a process that died is given up after this long. */
const STALE_LOCK_MS = 5 * 60_000;
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * The built client (dist/web) and the server's renderer (dist/ssr), as the app serves them,
 * built again (`npm run build:web`, a few seconds) when either is missing or older than the
 * sources: a test of the server's HTML must render the code under test, not an old build.
 * One build at a time across Jest's workers: a build empties dist/ssr, and a second one
 * running beside it pulled the renderer's chunks from under a test app that was rendering
 * (a fresh clone's CI run served an unrendered page). The others wait, then find it built.
 */
export function ensureWebBuild(): void {
  if (built()) return;
  const lock = fromRoot('dist', '.web-build.lock');
  mkdirSync(fromRoot('dist'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      pause(250);
    }
  }
  try {
    if (!built()) execFileSync('npm', ['run', 'build:web'], { cwd: fromRoot(), stdio: 'pipe' });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * A page as the server renders it. On a loaded machine (a whole test suite on two cores) a
 * render may outlast the server's deadline, and the page is then sent for the browser to
 * render, as a visitor would get it: a test of the server's markup asks again, for a while.
 */
export async function serverRenderedHtml(url: string, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const html = await response.text();
    if (!html.includes('<div id="root"></div>') || Date.now() > deadline) return html;
    // Not a blocking pause: the app under test runs in this process.
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
