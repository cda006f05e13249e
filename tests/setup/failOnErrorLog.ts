import { afterEach, beforeEach, vi } from 'vitest';
import { linesAt, loggedLines } from './testLog';

/**
 * A test that makes the code log an error (the app's JSON log, or console.error) fails, unless it
 * says it expects one with `expectErrorLog()`: silent failures are how regressions hide.
 */
let expected = 0;
let consoleErrors: unknown[][] = [];

export function expectErrorLog(): void {
  expected += 1;
}

beforeEach(() => {
  expected = 0;
  consoleErrors = [];
  loggedLines.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  const errors = [...linesAt('error').map((line) => JSON.stringify(line)), ...consoleErrors.map((args) => args.map(String).join(' '))];
  if (errors.length > expected) {
    throw new Error(`Unexpected error log (${errors.length} logged, ${expected} expected):\n${errors.join('\n')}`);
  }
});
