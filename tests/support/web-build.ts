import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
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

/**
 * The built client (dist/web) and the server's renderer (dist/ssr), as the app serves them,
 * built again (`npm run build:web`, a few seconds) when either is missing or older than the
 * sources: a test of the server's HTML must render the code under test, not an old build.
 */
export function ensureWebBuild(): void {
  const builtAt = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);
  const oldest = Math.min(builtAt(fromRoot('dist', 'web', 'index.html')), builtAt(SSR_ENTRY));
  if (oldest > Math.max(...SOURCES.map(newestChange))) return;
  execFileSync('npm', ['run', 'build:web'], { cwd: fromRoot(), stdio: 'pipe' });
}
