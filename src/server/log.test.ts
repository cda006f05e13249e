import { Writable } from 'node:stream';
import type { DestinationStream } from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogger, loggableError } from './log.ts';

/** A query error as Drizzle throws it: the SQL and its parameters in the message, PostgreSQL's error as the cause. */
function failedQuery() {
  const cause = Object.assign(new Error('invalid input syntax for type integer: "scrypt$17$8$1$salt$hash"'), {
    name: 'DatabaseError',
    code: '22P02',
    severity: 'ERROR',
    detail: 'Key (email)=(someone@example.com) already exists.',
    routine: 'pg_strtoint32_safe',
  });
  return Object.assign(new Error('Failed query: select $1::int\nparams: scrypt$17$8$1$salt$hash,someone@example.com', { cause }), {
    name: 'DrizzleQueryError',
    query: 'select $1::int',
    params: ['scrypt$17$8$1$salt$hash', 'someone@example.com'],
  });
}

describe('loggableError', () => {
  it("keeps the SQL with its placeholders and PostgreSQL's code, never the parameters, message or detail", () => {
    const logged = loggableError(failedQuery());
    expect(logged).toEqual({
      type: 'DrizzleQueryError',
      query: 'select $1::int',
      cause: { type: 'DatabaseError', code: '22P02', severity: 'ERROR', routine: 'pg_strtoint32_safe' },
    });
    expect(JSON.stringify(logged)).not.toMatch(/scrypt|someone@example\.com|already exists/);
  });

  it('keeps the message, the stack and a system code of other errors', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(loggableError(refused)).toEqual({
      type: 'Error',
      message: 'connect ECONNREFUSED 127.0.0.1:5432',
      code: 'ECONNREFUSED',
      stack: expect.stringContaining('log.test.ts'),
    });
    expect(loggableError('a string')).toEqual({ type: 'string' });
  });
});

describe('createLogger', () => {
  it('writes one JSON line per event, errors through loggableError', () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const log = createLogger(sink as unknown as DestinationStream, 'info');
    log.debug('not at info');
    log.error({ reqId: 'r1', err: failedQuery() }, 'request failed');
    expect(lines).toEqual([
      {
        level: 'error',
        time: expect.any(Number),
        reqId: 'r1',
        err: expect.objectContaining({ query: 'select $1::int' }),
        msg: 'request failed',
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain('someone@example.com');
  });
});
