import { Writable } from 'node:stream';
import type { DestinationStream } from 'pino';
import { createLogger } from '~/server/log';

/** What the apps under test logged since the current test began, one parsed JSON line each. */
export const loggedLines: Record<string, unknown>[] = [];

const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    loggedLines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
    done();
  },
});

/** The logger test apps use: the app's own JSON lines, kept in memory for the test to read. */
export const testLog = createLogger(capture as unknown as DestinationStream, 'info');

/** The lines at a level (`error`, `warn`, `info`). */
export function linesAt(level: string): Record<string, unknown>[] {
  return loggedLines.filter((line) => line.level === level);
}
