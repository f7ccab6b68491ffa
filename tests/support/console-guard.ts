import { afterAll, afterEach, beforeEach } from '@jest/globals';
import { relative } from 'node:path';
import { format } from 'node:util';

/**
 * A test's output is read by people: a real error must not hide among expected noise. So any
 * console output during a test fails it, unless the test declares it (expectConsoleError).
 * tests/support/fail-on-console.ts installs it for every test file (jest.config.js setupFilesAfterEnv).
 */

export const GUARDED_METHODS = ['error', 'warn', 'log', 'info', 'debug'] as const;
export type ConsoleMethod = (typeof GUARDED_METHODS)[number];

export interface ConsoleCall {
  method: ConsoleMethod;
  text: string;
  /** Where the call came from, to find it without the console's own stack. */
  stack: string;
}

interface Expectation {
  method: ConsoleMethod;
  pattern: RegExp | string;
  matched: boolean;
}

const matches = (pattern: RegExp | string, text: string) =>
  typeof pattern === 'string' ? text.includes(pattern) : new RegExp(pattern.source, pattern.flags.replace('g', '')).test(text);

/** The frames of the caller, without the Error line and this file's own frames. */
function callerFrames(): string {
  return (new Error().stack ?? '')
    .split('\n')
    .slice(1)
    .filter((line) => !/[\\/]console-guard\.ts:/.test(line))
    .join('\n');
}

/** The first frame in the project's own code (not a library's, not Node's): where to look. */
function origin(stack: string): string | undefined {
  const frame = stack.split('\n').find((line) => /^\s*at /.test(line) && !/node_modules|node:|\(<anonymous>\)/.test(line));
  return frame?.trim().replace(/^at (?:.* \()?(.*?)\)?$/, '$1');
}

const fromWhere = (call: ConsoleCall) => {
  const where = origin(call.stack);
  return where ? `\n  (written from ${relative(process.cwd(), where)})` : '';
};

type Writer = (...args: unknown[]) => void;
const byMethod = (make: (method: ConsoleMethod) => Writer) =>
  Object.fromEntries(GUARDED_METHODS.map((method) => [method, make(method)])) as Record<ConsoleMethod, Writer>;

/** Records what is written to a console's methods instead of printing it, and says which output nobody expected. */
export class ConsoleGuard {
  private calls: ConsoleCall[] = [];
  private expectations: Expectation[] = [];
  private readonly recorders = byMethod((method) => (...args) => {
    this.calls.push({ method, text: format(...args), stack: callerFrames() });
  });
  private readonly originals: Record<ConsoleMethod, Writer>;

  constructor(private readonly target: Pick<Console, ConsoleMethod>) {
    this.originals = byMethod((method) => target[method]);
  }

  /** (Re)places the recorders on the console: a spy a test forgot to restore does not switch the guard off for the tests after it. */
  install(): void {
    for (const method of GUARDED_METHODS) this.target[method] = this.recorders[method];
  }

  /** Puts the console's own methods back: output after the last check is then printed, not swallowed. */
  uninstall(): void {
    for (const method of GUARDED_METHODS) this.target[method] = this.originals[method];
  }

  /** Declares that output matching `pattern` is expected before the next check; the check fails if none came. */
  expect(method: ConsoleMethod, pattern: RegExp | string): void {
    this.expectations.push({ method, pattern, matched: false });
  }

  /** What went wrong since the last check (unexpected output, expected output that never came); then starts afresh. */
  takeProblems(): string[] {
    return this.take().problems;
  }

  private take(): { problems: string[]; firstStack: string | undefined } {
    const problems: string[] = [];
    let firstStack: string | undefined;
    for (const call of this.calls) {
      const expected = this.expectations.filter((e) => e.method === call.method && matches(e.pattern, call.text));
      for (const expectation of expected) expectation.matched = true;
      if (expected.length === 0) firstStack ??= call.stack;
      if (expected.length === 0) problems.push(`console.${call.method}: ${call.text}${fromWhere(call)}`);
    }
    for (const expectation of this.expectations) {
      if (!expectation.matched)
        problems.push(`expected console.${expectation.method} matching ${String(expectation.pattern)}, but none came`);
    }
    this.calls = [];
    this.expectations = [];
    return { problems, firstStack };
  }

  /** Throws when takeProblems finds any: a hook that calls this fails the test it runs for. */
  check(when: string): void {
    const { problems, firstStack } = this.take();
    if (problems.length === 0) return;
    const error = new Error(
      `Unexpected console output ${when} (a test that expects some declares it: expectConsoleError / expectConsoleWarn):\n\n${problems.join('\n\n')}`,
    );
    // Jest shows the code around the first frame of a failure's stack: the first unexpected call's, not the guard's hook.
    error.stack = `${error.message}\n${firstStack ?? ''}`;
    throw error;
  }
}

let active: ConsoleGuard | undefined;

function guard(): ConsoleGuard {
  if (!active) throw new Error('the console guard is not installed: add tests/support/fail-on-console.ts to setupFilesAfterEnv');
  return active;
}

/** The current test expects a console.error matching `pattern` (and fails if none comes): say so where the error is provoked. */
export function expectConsoleError(pattern: RegExp | string): void {
  guard().expect('error', pattern);
}

/** The current test expects a console.warn matching `pattern` (and fails if none comes). */
export function expectConsoleWarn(pattern: RegExp | string): void {
  guard().expect('warn', pattern);
}

/** Installs the guard on this test file's console, checked after each test and after the file's last hook. */
export function installConsoleGuard(): void {
  if (active) return;
  const installed = new ConsoleGuard(console);
  active = installed;
  installed.install();
  beforeEach(() => installed.install());
  afterEach(() => installed.check('during this test (or the hooks before it)'));
  afterAll(() => {
    // The test file's own afterAll hooks run after this one (Jest runs them in the order they are declared):
    // what they write is printed as usual, not recorded where no check would ever see it.
    installed.uninstall();
    installed.check('in the hooks after the last test');
  });
}
