// Not a test of the suite (its name does not match testMatch): tests/web/console-guard.test.ts runs it in a
// child Jest with each project's real setup, to show that undeclared console output fails a test there.
import { it } from '@jest/globals';
import { expectConsoleError } from './console-guard.js';

it('writes an error nobody declared', () => {
  console.error('undeclared error from the fixture');
});

it('writes an error it declared', () => {
  expectConsoleError(/declared error/);
  console.error('declared error from the fixture');
});

it('declares an error that never comes', () => {
  expectConsoleError(/an error that never comes/);
});
