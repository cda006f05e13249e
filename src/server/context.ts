import type { ResolvedSession } from './auth/sessions.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { ServerEnv } from './env.ts';

/** What the app needs from the outside world; tests pass their own. */
export interface AppDeps {
  /** The database, opened (and migrated) on first use. */
  database(): Promise<DatabaseHandle>;
  env(): ServerEnv;
}

/** Hono typing for every route. */
export interface AppEnv {
  /** Passed by the mount: the peer address of the connection, where the platform knows it. */
  Bindings: { clientAddress?: string };
  Variables: {
    deps: AppDeps;
    /** The request's session, looked up at most once (src/server/middleware/session.ts). */
    session?: Promise<ResolvedSession | null>;
  };
}
