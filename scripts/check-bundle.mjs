// The initial JavaScript budget: what a phone downloads before the home page can run,
// i.e. the entry script of the built index.html and every module it imports
// statically (the modulepreloaded chunks), gzipped. Lazy chunks (legal pages, the
// donation form, the PIX dialog and its QR code) do not count. `npm test` runs this
// after `vite build`; docs/PERFORMANCE.md explains the budget.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The goal (issue 16, the donor's phone): 150 kB gzipped, as Vite reports sizes (1 kB = 1000 bytes). */
export const INITIAL_JS_TARGET_BYTES = 150_000;

/**
 * What `npm test` enforces (issue 28's goal): 125 kB. Reached at 124.6 kB by drawing the
 * hero's badge and progress bar with plain boxes, loading its error state on demand, a
 * plain loading overlay for the dialogs, and the theme provider without colour schemes
 * (web/src/app/App.tsx); it was 135.4 kB. docs/PERFORMANCE.md says what is left in it.
 */
export const INITIAL_JS_BUDGET_BYTES = 125_000;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webDist = join(root, 'dist', 'web');

/** Static imports of a built ES module: `import … from "./x.js"` and `import "./x.js"`, never `import("./x.js")`. */
function staticImportsOf(code) {
  const found = new Set();
  for (const match of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g)) {
    found.add(match[1]);
  }
  return [...found];
}

export function initialScripts(distDir = webDist) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entries = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]);
  const seen = new Set();
  const queue = entries.map((src) => posix.normalize(src));
  while (queue.length) {
    const path = queue.shift();
    if (seen.has(path)) continue;
    seen.add(path);
    const code = readFileSync(join(distDir, path), 'utf8');
    for (const specifier of staticImportsOf(code)) queue.push(posix.join(posix.dirname(path), specifier));
  }
  return [...seen].map((path) => {
    const code = readFileSync(join(distDir, path));
    return { path, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
  });
}

function main() {
  if (!existsSync(join(webDist, 'index.html'))) {
    console.error('dist/web/index.html is missing: run `npm run build:web` first.');
    process.exit(1);
  }
  const scripts = initialScripts();
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  for (const script of scripts.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`  ${kb(script.gzipBytes).padStart(9)} gzip  ${script.path}`);
  }
  const verdict = total <= INITIAL_JS_BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `Initial JavaScript: ${kb(total)} (${total} bytes) gzipped, ${verdict} the ${kb(INITIAL_JS_BUDGET_BYTES)} budget` +
      ` (target ${kb(INITIAL_JS_TARGET_BYTES)}: ${total <= INITIAL_JS_TARGET_BYTES ? 'met' : `${kb(total - INITIAL_JS_TARGET_BYTES)} over`}).`,
  );
  if (total > INITIAL_JS_BUDGET_BYTES) {
    console.error('Load more on demand (React.lazy), or import less at start: see docs/PERFORMANCE.md.');
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
