import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Structured JSON logs (pino), one line per event. What a line may carry is decided here: a
 * request's id, method, path, status and duration, and errors reduced by `loggableError` — never
 * query parameters, bodies, cookies, tokens or password hashes.
 */
export function createLogger(destination?: DestinationStream, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino(
    {
      level,
      base: undefined,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: loggableError },
    },
    destination,
  );
}

/**
 * The process's logger: stdout, written asynchronously so a request never waits on the terminal or
 * a pipe. Lines reach sonic-boom as bytes (its buffer mode): given text, it measures the whole
 * pending chunk again with every line, which cost each API request about 5 µs under load (decision 114).
 */
const stdout = pino.destination({ dest: 1, sync: false, contentMode: 'buffer' });
// sonic-boom's types know only text; in buffer mode it takes bytes.
export const log = createLogger({ write: (line: string) => stdout.write(Buffer.from(line) as unknown as string) });

/** System error codes of a connection that failed (Node's `code` on socket errors). */
const SYSTEM_ERROR_CODE = /^E[A-Z_]+$/;
/** A PostgreSQL SQLSTATE: five digits or capitals. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * An error as it may appear in a log. Query errors carry the SQL *and its parameters* (emails,
 * password hashes) and PostgreSQL's messages and details quote the offending values: for those,
 * only the SQL text with its placeholders, the SQLSTATE code and the names of what the error
 * concerns are kept. Other errors keep their message and stack.
 */
export function loggableError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const cause = depth < 4 && error.cause !== undefined ? { cause: loggableError(error.cause, depth + 1) } : {};
  const fields = error as Error & Record<string, unknown>;
  const sqlState =
    typeof fields.code === 'string' && SQLSTATE.test(fields.code) && !SYSTEM_ERROR_CODE.test(fields.code) ? fields.code : undefined;
  const query = typeof fields.query === 'string' ? fields.query : undefined;
  if (sqlState || query) {
    const named = ['severity', 'table', 'column', 'constraint', 'dataType', 'routine'].filter((key) => typeof fields[key] === 'string');
    return {
      type: error.name,
      ...(sqlState ? { code: sqlState } : {}),
      ...(query ? { query } : {}),
      ...Object.fromEntries(named.map((key) => [key, fields[key]])),
      ...cause,
    };
  }
  const code = typeof fields.code === 'string' && SYSTEM_ERROR_CODE.test(fields.code) ? { code: fields.code } : {};
  return { type: error.name, message: error.message, ...code, stack: error.stack, ...cause };
}
