// `npm start`: builds whatever is missing or older than its sources, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

function run(script) {
  console.log(`> npm run ${script}`);
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const apiBuilt = join(root, 'dist/server/api/src/main.js');
const webBuilt = join(root, 'dist/web/index.html');
const schema = join(root, 'schema.graphql');
const apiSources = Math.max(newestMtime(join(root, 'api/src')), newestMtime(join(root, 'rules')), newestMtime(schema));
if (apiSources > newestMtime(apiBuilt)) run('build:api');
// build:web writes the client and then the server's renderer: the older of the two decides.
const ssrBuilt = join(root, 'dist/ssr/entry-server.js');
const webBuiltAt = Math.min(newestMtime(webBuilt), newestMtime(ssrBuilt));
const webSources = Math.max(newestMtime(join(root, 'web')), newestMtime(join(root, 'rules')), newestMtime(schema));
if (webSources > webBuiltAt) run('build:web');
const ideBuilt = join(root, 'dist/ide/ide.html');
if (newestMtime(join(root, 'web/src/ide')) > newestMtime(ideBuilt)) run('build:ide');
const panelBuilt = join(root, 'dist/panel/panel.html');
if (Math.max(newestMtime(join(root, 'web/src/panel')), newestMtime(schema)) > newestMtime(panelBuilt)) run('build:panel');

// The young generation's ceiling and glibc's arenas, as the image runs the server
// (YOUNG_GENERATION_FLAG and MALLOC_ENV, api/src/app/heap.ts).
const server = spawn(process.execPath, ['--max-semi-space-size=4', join(root, 'dist/server/api/src/main.js')], {
  cwd: root,
  env: { ...process.env, MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' },
  stdio: 'inherit',
});
// Forward stop signals so the server can drain its requests and stop its database.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
