/**
 * Whether an error means the database cannot be used right now (its connections were killed, the
 * server is unreachable or shutting down, the pool had no connection to give in time), as opposed
 * to a fault in the request or the code. Such errors answer 503 with Retry-After: the pool
 * replaces broken connections, so a later request succeeds once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNREACHABLE_SYSTEM_CODES.has(code)))
      return true;
    if (LOST_CONNECTION_MESSAGES.test(current.message)) return true;
  }
  return false;
}

/** admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections, database_dropped. Class 08 is every connection exception. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '3D000']);

const UNREACHABLE_SYSTEM_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** What `pg` and its pool say when a connection died or none could be had (they carry no code). */
const LOST_CONNECTION_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end/i;
