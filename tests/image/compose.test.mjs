// compose.yaml as the container engine's own compose reads it, with a .env copied from
// .env.example and its domain filled in: it must parse and resolve to the three services docs/DEPLOY.md starts.
// (The MongoDB and Caddy images cannot be pulled where this runs without a registry;
// tests/api/deploy.test.ts checks what they are given.)
import assert from 'node:assert/strict';
import { execFile as execFileCallback } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const execFile = promisify(execFileCallback);
const root = fileURLToPath(new URL('../../', import.meta.url));
/** `podman-compose` (PODMAN_COMPOSE names another) or, without it, `docker compose`. */
const COMPOSE = process.env.PODMAN_COMPOSE ? [process.env.PODMAN_COMPOSE] : ['podman-compose'];

const dir = mkdtempSync(join(tmpdir(), 'campanha-compose-'));
after(() => rmSync(dir, { recursive: true, force: true }));

async function config() {
  copyFileSync(join(root, 'compose.yaml'), join(dir, 'compose.yaml'));
  // .env.example's required values are empty, and compose refuses an empty DOMAIN: filled in as DEPLOY.md says.
  const example = readFileSync(join(root, '.env.example'), 'utf8');
  writeFileSync(
    join(dir, '.env'),
    example.replace(/^DOMAIN=$/m, 'DOMAIN=doe.exemplo.org.br').replace(/^ACME_EMAIL=$/m, 'ACME_EMAIL=ti@exemplo.org.br'),
  );
  try {
    return (await execFile(COMPOSE[0], [...COMPOSE.slice(1), 'config'], { cwd: dir })).stdout;
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
    return (await execFile('docker', ['compose', 'config'], { cwd: dir })).stdout;
  }
}

it('compose config accepts compose.yaml and resolves its variables from .env', async () => {
  const resolved = await config();
  assert.match(resolved, /^name: campanha$/m);
  for (const service of ['app', 'mongo', 'caddy']) assert.match(resolved, new RegExp(`^  ${service}:$`, 'm'));
  assert.match(resolved, /PUBLIC_URL: https:\/\/doe\.exemplo\.org\.br/);
  assert.match(resolved, /DOMAIN: doe\.exemplo\.org\.br/);
  assert.match(resolved, /--replSet/);
});
