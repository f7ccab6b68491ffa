import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ConsoleGuard } from '../support/console-guard';

/** A console of our own, so that what these tests write never reaches the real guard of this file. */
function fakeConsole() {
  const noop = (..._args: unknown[]) => {};
  return { error: noop, warn: noop, log: noop, info: noop, debug: noop };
}

describe('ConsoleGuard (tests/support/console-guard.ts)', () => {
  it('fails the check on output nobody declared, naming it and where it came from', () => {
    const target = fakeConsole();
    const guard = new ConsoleGuard(target);
    guard.install();
    target.error('Warning: %s went wrong', 'something');
    expect(() => guard.check('during this test')).toThrow(
      /during this test.*\n\nconsole\.error: Warning: something went wrong\n {2}\(written from tests\/web\/console-guard\.test\.ts:\d+:\d+\)$/s,
    );
    // Each check starts afresh: the output is reported once.
    expect(() => guard.check('during this test')).not.toThrow();
  });

  it('fails on warnings and logs too', () => {
    const target = fakeConsole();
    const guard = new ConsoleGuard(target);
    guard.install();
    target.warn('a warning');
    target.log('a stray log line');
    expect(guard.takeProblems()).toEqual([
      expect.stringMatching(/^console\.warn: a warning/),
      expect.stringMatching(/^console\.log: a stray log line/),
    ]);
  });

  it('lets through the output a test declared, and only that', () => {
    const target = fakeConsole();
    const guard = new ConsoleGuard(target);
    guard.install();
    guard.expect('error', /refused/);
    target.error('the server refused it');
    expect(() => guard.check('during this test')).not.toThrow();

    guard.expect('error', /refused/);
    target.error('the server refused it');
    target.error('an unrelated failure');
    target.warn('refused, but as a warning');
    expect(guard.takeProblems()).toEqual([
      expect.stringMatching(/^console\.error: an unrelated failure/),
      expect.stringMatching(/^console\.warn: refused, but as a warning/),
    ]);
  });

  it('fails when declared output never came, so a declaration cannot outlive its cause', () => {
    const guard = new ConsoleGuard(fakeConsole());
    guard.install();
    guard.expect('warn', 'deprecated');
    expect(() => guard.check('during this test')).toThrow('expected console.warn matching deprecated, but none came');
  });

  it('gives the console its own methods back when uninstalled', () => {
    const target = fakeConsole();
    const original = target.error;
    const guard = new ConsoleGuard(target);
    guard.install();
    expect(target.error).not.toBe(original);
    guard.uninstall();
    expect(target.error).toBe(original);
  });
});

describe('the guard in both Jest projects (jest.config.js setupFilesAfterEnv)', () => {
  it('fails a test of each project that writes an undeclared console.error, and passes one that declared it', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const dir = mkdtempSync(join(tmpdir(), 'console-guard-'));
    try {
      // Each project exactly as configured (its environment and setup files), run on the fixture alone;
      // without the database the fixture does not need.
      const config = join(dir, 'jest.config.mjs');
      writeFileSync(
        config,
        `import config from ${JSON.stringify(pathToFileURL(join(root, 'jest.config.js')).href)};
export default {
  ...config,
  rootDir: ${JSON.stringify(root)},
  projects: config.projects.map(({ globalSetup, globalTeardown, ...project }) => ({
    ...project,
    rootDir: ${JSON.stringify(root)},
    testMatch: ['<rootDir>/tests/support/console-guard-fixture.ts'],
  })),
};
`,
      );
      const child = spawnSync(
        process.execPath,
        [
          '--experimental-vm-modules',
          '--no-warnings=ExperimentalWarning',
          join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
          '--config',
          config,
          '--ci',
          '--runInBand',
          '--json',
        ],
        { cwd: root, encoding: 'utf8', timeout: 50_000 },
      );
      if (!child.stdout) throw new Error(`the child Jest wrote no report (status ${child.status}):\n${child.stderr}`);
      const report = JSON.parse(child.stdout) as {
        testResults: { assertionResults: { title: string; status: string; failureMessages: string[] }[] }[];
      };
      const outcomes = report.testResults.map((file) =>
        Object.fromEntries(file.assertionResults.map((test) => [test.title, `${test.status} ${test.failureMessages.join('')}`])),
      );
      expect(outcomes).toHaveLength(2); // api and web
      for (const outcome of outcomes) {
        expect(outcome['writes an error nobody declared']).toMatch(
          /^failed .*console\.error: undeclared error from the fixture/s,
        );
        expect(outcome['writes an error it declared']).toBe('passed ');
        expect(outcome['declares an error that never comes']).toMatch(/^failed .*but none came/s);
      }
      expect(child.status).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
