// deploy/backup.sh's own decisions, run as cron runs it: a complete archive is renamed
// into place and the old ones pruned; a dump that fails or is cut short leaves no file
// that looks like a backup, keeps every earlier one, exits non-zero and tells the
// monitoring (the textfile the backup alerts read). The database's side is a stand-in
// `compose` (COMPOSE) answering `exec -T mongo mongodump …`: no mongodump can be installed
// where this runs (no MongoDB image, no Debian package, no Go module of it).
import assert from 'node:assert/strict';
import { execFile as execFileCallback } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const execFile = promisify(execFileCallback);
const script = fileURLToPath(new URL('../../deploy/backup.sh', import.meta.url));
const restore = fileURLToPath(new URL('../../deploy/restore.sh', import.meta.url));

const dir = mkdtempSync(join(tmpdir(), 'campanha-backup-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const backups = join(dir, 'backups');
const textfiles = join(dir, 'textfile_collector');
mkdirSync(backups);

// The stand-in compose: records its arguments, then dumps as DUMP says.
const compose = join(dir, 'compose');
writeFileSync(
  compose,
  `#!/usr/bin/env bash
echo "$*" > "${join(dir, 'args')}"
case "$DUMP" in
  ok) printf 'the archive of every collection' | gzip ;;
  fails) printf 'half' | gzip; echo 'Failed: connection refused' >&2; exit 1 ;;
  cut) printf 'the archive of every collection' | gzip | head -c 20 ;;
  empty) ;;
esac
`,
);
chmodSync(compose, 0o755);

async function backup(dump) {
  const env = { ...process.env, COMPOSE: compose, DUMP: dump, BACKUP_DIR: backups, BACKUP_TEXTFILE_DIR: textfiles };
  try {
    const { stdout } = await execFile('bash', [script], { env });
    return { code: 0, stdout };
  } catch (error) {
    return { code: error.code, stdout: error.stdout };
  }
}

const archives = () =>
  readdirSync(backups)
    .filter((name) => /^campanha-.*\.archive\.gz$/.test(name))
    .sort();
const everything = () => readdirSync(backups).sort();
const metric = (name) => {
  const match = new RegExp(`^${name} (\\S+)$`, 'm').exec(readFileSync(join(textfiles, 'campanha_backup.prom'), 'utf8'));
  return match ? Number(match[1]) : undefined;
};

it('dumps the whole replica set with its oplog, renames a complete archive into place and reports success', async () => {
  const { code, stdout } = await backup('ok');
  assert.equal(code, 0, stdout);
  assert.equal(readFileSync(join(dir, 'args'), 'utf8').trim(), 'exec -T mongo mongodump --archive --gzip --oplog --quiet');
  assert.equal(archives().length, 1);
  assert.deepEqual(everything(), archives()); // no temporary file left
  const file = join(backups, archives()[0]);
  assert.equal((await execFile('sh', ['-c', `gzip -dc '${file}'`])).stdout, 'the archive of every collection');
  assert.equal(metric('campanha_backup_last_run_success'), 1);
  assert.ok(Math.abs(metric('campanha_backup_last_success_timestamp_seconds') - Date.now() / 1000) < 600);
  assert.equal(metric('campanha_backup_last_size_bytes'), readFileSync(file).length);
});

for (const [dump, what] of [
  ['fails', 'mongodump fails after writing part of the archive'],
  ['cut', 'the archive is cut short though the command exits 0'],
  ['empty', 'nothing is written'],
]) {
  it(`exits non-zero, writes no backup and keeps the earlier ones and their time when ${what}`, async () => {
    const before = archives();
    const lastSuccess = metric('campanha_backup_last_success_timestamp_seconds');
    const { code, stdout } = await backup(dump);
    assert.equal(code, 1);
    assert.match(stdout, /FAILED: .*the earlier backups are kept/);
    assert.deepEqual(everything(), before);
    assert.equal(metric('campanha_backup_last_run_success'), 0);
    assert.equal(metric('campanha_backup_last_success_timestamp_seconds'), lastSuccess);
  });
}

it('deletes the backups older than BACKUP_KEEP_DAYS after a success, and only then', async () => {
  const old = join(backups, 'campanha-2020-01-01T031500Z.archive.gz');
  const recent = join(backups, 'campanha-2020-01-02T031500Z.archive.gz');
  const unrelated = join(backups, 'before-update.gz');
  for (const file of [old, recent, unrelated]) writeFileSync(file, 'x');
  const days = (n) => (Date.now() - n * 86_400_000) / 1000;
  utimesSync(old, days(31), days(31));
  utimesSync(recent, days(29), days(29));
  utimesSync(unrelated, days(90), days(90));

  assert.equal((await backup('fails')).code, 1);
  assert.ok(existsSync(old), 'a failed run deletes nothing');

  const { code, stdout } = await backup('ok');
  assert.equal(code, 0, stdout);
  assert.ok(!existsSync(old));
  assert.ok(existsSync(recent));
  assert.ok(existsSync(unrelated), 'only its own archives');
  assert.match(stdout, /deleted .*campanha-2020-01-01T031500Z\.archive\.gz \(older than 30 days\)/);
});

it('restore.sh refuses an archive cut short before it stops the site or touches the database', async () => {
  const cut = join(dir, 'cut.archive.gz');
  writeFileSync(cut, readFileSync(join(backups, archives()[0])).subarray(0, 12));
  rmSync(join(dir, 'args'), { force: true });
  await assert.rejects(execFile('bash', [restore, cut], { env: { ...process.env, COMPOSE: compose } }), (error) => {
    assert.equal(error.code, 2);
    assert.match(error.stderr, /not a complete gzip file: not restored/);
    return true;
  });
  assert.ok(!existsSync(join(dir, 'args')), 'compose was never called');
});
