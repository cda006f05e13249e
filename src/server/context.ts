import type { DatabaseHandle } from './db/client.ts';
import type { ServerEnv } from './env.ts';

/** What the app needs from the outside world; tests pass their own. */
export interface AppDeps {
  /** The database, opened (and migrated) on first use. */
  database(): Promise<DatabaseHandle>;
  env(): ServerEnv;
}

/** Hono typing for every route: `c.var.deps` is always set. */
export interface AppEnv {
  Variables: { deps: AppDeps };
}
