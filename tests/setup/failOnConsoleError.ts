import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A test that makes the code log an error fails, unless it says it expects one with
 * `expectConsoleError()`: silent failures are how regressions hide.
 */
let expected = 0;
let logged: unknown[][] = [];

export function expectConsoleError(): void {
  expected += 1;
}

beforeEach(() => {
  expected = 0;
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (logged.length > expected) {
    throw new Error(`Unexpected console.error (${logged.length} logged, ${expected} expected):\n${logged.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});
