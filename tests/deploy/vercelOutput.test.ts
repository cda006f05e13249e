import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployVercelFunction, vercelOutput, type DeployedFunction } from '../setup/vercelFunction';

/**
 * Reads what `npm run build:vercel` produced (.vercel/output, Vercel's Build Output API) and
 * proves that every /api path reaches the one function, then loads that function as Vercel would.
 */
interface Route {
  src?: string;
  dest?: string;
  status?: number;
  continue?: boolean;
  handle?: string;
}

let routes: Route[];
beforeAll(async () => {
  const config = JSON.parse(await readFile(path.join(vercelOutput, 'config.json'), 'utf8')) as { routes: Route[] };
  routes = config.routes;
});

/** Vercel anchors every route's source pattern to the whole path. */
function matches(route: Route, pathname: string): boolean {
  return Boolean(route.src) && new RegExp(`^(?:${route.src!.replace(/^\^/, '').replace(/\$$/, '')})$`).test(pathname);
}

/** Where Vercel's router sends a path with no static file: the first matching route that rewrites or answers. */
function destinationOf(pathname: string): Route | undefined {
  return routes.find((route) => (route.dest || route.status) && matches(route, pathname));
}

describe('Vercel routing', () => {
  it.each(['/api', '/api/health', '/api/auth/user', '/api/rfqs/12/items', '/api/leads/3/status', '/api/a/b/c/d/e'])(
    'sends %s to the api function',
    (pathname) => {
      const route = destinationOf(pathname);
      expect(route?.dest).toMatch(/^\/api(\?|$)/);
      expect(route?.status).toBeUndefined();
    },
  );

  it.each(['/projects/no-such-project', '/blog/no-such-article'])(
    'renders %s on demand (its Not Found page), not the generic 404',
    (pathname) => {
      expect(destinationOf(pathname)?.dest).toBe('_render');
    },
  );

  it('builds exactly one function under /api, with the migrations and the data it reads and without the embedded database', async () => {
    const vcConfig = JSON.parse(await readFile(path.join(vercelOutput, 'functions/api/index.func/.vc-config.json'), 'utf8'));
    expect(vcConfig.handler).toBe('api/index.js');
    expect(Object.keys(vcConfig.filePathMap)).toContain('src/server/db/migrations/meta/_journal.json');
    expect(Object.keys(vcConfig.filePathMap)).toContain('content/README.md');
    // What the function reads from disk at run time: a station's weather year, a reference building's load shape.
    expect(Object.keys(vcConfig.filePathMap)).toContain('data/weather/722780.bin');
    expect(Object.keys(vcConfig.filePathMap)).toContain('public/load-shapes/phoenix-office.json');
    await expect(stat(path.join(vercelOutput, 'functions/api/index.func/node_modules/@electric-sql'))).rejects.toThrow(/ENOENT/);
  });

  it("gives the function time for an optimizer job's default limit, with room to record its answer", async () => {
    const vcConfig = JSON.parse(await readFile(path.join(vercelOutput, 'functions/api/index.func/.vc-config.json'), 'utf8'));
    // BTM_JOB_TIME_LIMIT_SECONDS's default (decision 091): the job runs after the POST's answer, in the same invocation.
    expect(vcConfig.maxDuration).toBeGreaterThanOrEqual(180 + 20);
  });
});

describe('the built api function', () => {
  let deployed: DeployedFunction;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    deployed = await deployVercelFunction();
    process.env.VERCEL = '1';
    process.env.SESSION_SECRET = 'deploy-test-session-secret-0123456789abcdef';
    // Password sign-in in production needs a mail server (decision 042); nothing listens on port 9.
    process.env.SMTP_URL = 'smtp://127.0.0.1:9';
    process.env.MAIL_FROM = 'Voltfield <no-reply@voltfield.example>';
    process.env.CRON_SECRET = 'deploy-test-cron-secret-0123456789';
  });
  afterAll(async () => {
    process.env = savedEnv;
    await deployed.dispose();
  });

  it('refuses to start without DATABASE_URL, naming it', async () => {
    delete process.env.DATABASE_URL;
    await expect(deployed.load()).rejects.toThrow(/DATABASE_URL: is required in production and on Vercel/);
  });

  it('refuses to start without SMTP_URL while people sign in with passwords, naming it', async () => {
    // A cold start of its own: the configuration a start reads is kept for the process, and a
    // start that reads it without SMTP_URL would be kept for the other tests.
    const cold = await deployVercelFunction();
    process.env.DATABASE_URL = 'postgres://voltfield@127.0.0.1:9/unreachable';
    delete process.env.SMTP_URL;
    try {
      await expect(cold.load()).rejects.toThrow(/SMTP_URL: is required in production with email and password sign-in/);
    } finally {
      process.env.SMTP_URL = 'smtp://127.0.0.1:9';
      await cold.dispose();
    }
  });

  it('answers an unknown API path with the JSON 404 and the API security headers', async () => {
    // An address nothing listens on: this answer must not need the database.
    process.env.DATABASE_URL = 'postgres://voltfield@127.0.0.1:9/unreachable';
    const handlers = await deployed.load();
    const response = await handlers.GET(new Request('https://voltfield.example/api/no-such-thing'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found: GET /api/no-such-thing' });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
