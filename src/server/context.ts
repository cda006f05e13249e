import type { ResolvedSession } from './services/sessions.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import type { ServerEnv } from './env.ts';
import type { Logger } from './log.ts';
import type { UserRow } from './db/schema/index.ts';

/** What the app needs from the outside world; tests pass their own. */
export interface AppDeps {
  /** The database, opened (and migrated) on first use. */
  database(): Promise<DatabaseHandle>;
  env(): ServerEnv;
  log: Logger;
}

/** Hono typing for every route. */
export interface AppEnv {
  Bindings: {
    /** Passed by the mount: the peer address of the connection, where the platform knows it. */
    clientAddress?: string;
    /**
     * The mount already set the API's headers (security headers, CSP, no-store) on its own
     * response: the Node server does, on the socket's response, for a fraction of the cost of
     * setting them through fetch Headers. Elsewhere (Vercel, tests, dev) the app sets them.
     */
    apiHeadersSet?: boolean;
    /**
     * The request's id, when the mount chose it and already sent it as X-Request-Id on its own
     * response (the Node server does: a header set through fetch Headers costs the answer its fast path).
     */
    requestId?: string;
  };
  Variables: {
    deps: AppDeps;
    /** Names the request in the logs and in the X-Request-Id answer header. */
    requestId: string;
    /** When the app received the request (performance.now()): a solve's time limit counts from it. */
    arrivedAt: number;
    /** The request's session, looked up at most once (src/server/middleware/session.ts). */
    session?: Promise<ResolvedSession | null>;
    /** Set by `withDatabase`, `requireUser` and `requireRole`, whose routes see them typed as present. */
    db?: Database;
    user?: UserRow;
  };
}
