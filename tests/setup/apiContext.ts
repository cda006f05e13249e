import type { Hono } from 'hono';
import { afterAll, beforeAll, describe } from 'vitest';
import type { AppEnv } from '~/server/context';
import type { Database } from '~/server/db/client';
import type { UserRow } from '~/server/db/schema';
import { createTestUser } from '../factories/users';
import type { CookieJar } from './cookieJar';
import { createTestApp, jsonRequest, signIn } from './testApp';
import { createTestDatabase, defaultTestDatabaseKind, testDatabaseKinds, type TestDatabase, type TestDatabaseKind } from './testDatabase';

type UserFields = NonNullable<Parameters<typeof createTestUser>[1]>;

export interface ApiContextOptions {
  /** The database to run on: the suite's default (PostgreSQL with DATABASE_URL, else PGlite) unless given. */
  kind?: TestDatabaseKind;
  /**
   * The app's configuration (createTestApp's env). A function is called when the context is set
   * up, after the hooks registered before it ran (e.g. to name a server an earlier beforeAll started).
   */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Fields of the signed-in buyer and admin (names, organization). */
  buyer?: Omit<UserFields, 'role'>;
  admin?: Omit<UserFields, 'role'>;
}

/** What most API test files start from: a database of their own, the app over it, and a buyer and an admin signed in. */
export interface ApiContext {
  readonly kind: TestDatabaseKind;
  readonly options: ApiContextOptions;
  readonly database: TestDatabase;
  readonly db: Database;
  readonly app: Hono<AppEnv>;
  readonly buyerUser: UserRow;
  /** The buyer's session cookie. */
  readonly buyer: CookieJar;
  readonly adminUser: UserRow;
  /** The admin's session cookie. */
  readonly admin: CookieJar;
}

interface Ready {
  database: TestDatabase;
  app: Hono<AppEnv>;
  buyerUser: UserRow;
  buyer: CookieJar;
  adminUser: UserRow;
  admin: CookieJar;
}

class Context implements ApiContext {
  #database: TestDatabase | undefined;
  #ready: Ready | undefined;

  readonly kind: TestDatabaseKind;
  readonly options: ApiContextOptions;

  constructor(kind: TestDatabaseKind, options: ApiContextOptions) {
    this.kind = kind;
    this.options = options;
  }

  async setUp(): Promise<void> {
    const database = await createTestDatabase(this.kind);
    this.#database = database; // dropped afterwards even if what follows fails
    const env = typeof this.options.env === 'function' ? this.options.env() : this.options.env;
    const app = createTestApp(database, { env });
    const buyerUser = await createTestUser(database.db, this.options.buyer);
    const adminUser = await createTestUser(database.db, { ...this.options.admin, role: 'admin' });
    this.#ready = {
      database,
      app,
      buyerUser,
      buyer: await signIn(app, buyerUser.email),
      adminUser,
      admin: await signIn(app, adminUser.email),
    };
  }

  async tearDown(): Promise<void> {
    this.#ready = undefined;
    await this.#database?.dispose();
    this.#database = undefined;
  }

  #get(): Ready {
    if (!this.#ready) throw new Error('The API test context is set up in beforeAll: use it inside a test or a hook');
    return this.#ready;
  }

  get database() {
    return this.#get().database;
  }
  get db() {
    return this.#get().database.db;
  }
  get app() {
    return this.#get().app;
  }
  get buyerUser() {
    return this.#get().buyerUser;
  }
  get buyer() {
    return this.#get().buyer;
  }
  get adminUser() {
    return this.#get().adminUser;
  }
  get admin() {
    return this.#get().admin;
  }
}

/**
 * A file's (or a describe block's) API test context: registers a beforeAll that creates the
 * database, the app over it and a signed-in buyer and admin, and an afterAll that drops the
 * database. Call it once at the top of the file, or of the block whose tests use it; its fields
 * are readable once the tests run (e.g. `api.app.request(...)`, `api.db`).
 */
export function apiContext(options: ApiContextOptions = {}): ApiContext {
  const context = new Context(options.kind ?? defaultTestDatabaseKind(), options);
  beforeAll(() => context.setUp());
  afterAll(() => context.tearDown());
  return context;
}

/**
 * For the tests whose subject is the database (races decided by its locks, its constraints): runs
 * `body` once on each database this run has (testDatabaseKinds()), as `title (pglite)` and
 * `title (pg)`. On the file's own kind it reuses `main`; on each other kind it sets up a context
 * with main's options.
 */
export function describeOnEveryDatabase(title: string, main: ApiContext, body: (api: ApiContext) => void): void {
  describe.each(testDatabaseKinds())(`${title} (%s)`, (kind) => {
    body(kind === main.kind ? main : apiContext({ ...main.options, kind }));
  });
}

/** A database of a describe block's own and the app over it: no buyer, no admin, nothing another test wrote. */
export interface OwnDatabase {
  readonly db: Database;
  readonly app: Hono<AppEnv>;
}

/**
 * For the tests that must see every row of a table (the admins left, a week's counts): registers a
 * beforeAll that creates a database of the block's own (of `kind`: the suite's default unless
 * given) and the app over it, and an afterAll that drops it. Its fields are readable once the tests run.
 */
export function ownDatabase(kind: TestDatabaseKind = defaultTestDatabaseKind()): OwnDatabase {
  let database: TestDatabase | undefined;
  let app: Hono<AppEnv> | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = createTestApp(database);
  });
  afterAll(async () => {
    await database?.dispose();
    database = app = undefined;
  });
  const ready = () => {
    if (!database || !app) throw new Error('A database of its own is set up in beforeAll: use it inside a test or a hook');
    return { db: database.db, app };
  };
  return {
    get db() {
      return ready().db;
    },
    get app() {
      return ready().app;
    },
  };
}

/**
 * Two new admins of `own`, signed in, each sending the same change about the other at once
 * (PATCH /api/admin/users/:id/<field>): the two accounts, and the answers to the first's request and the second's.
 */
export async function twoAdminsAtOnce(own: OwnDatabase, field: 'role' | 'active', body: unknown) {
  const [first, second] = [await createTestUser(own.db, { role: 'admin' }), await createTestUser(own.db, { role: 'admin' })];
  const [firstJar, secondJar] = [await signIn(own.app, first.email), await signIn(own.app, second.email)];
  const answers = await Promise.all([
    own.app.request(`/api/admin/users/${second.id}/${field}`, jsonRequest('PATCH', body, firstJar)),
    own.app.request(`/api/admin/users/${first.id}/${field}`, jsonRequest('PATCH', body, secondJar)),
  ]);
  return { first, second, answers };
}
