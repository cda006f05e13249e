import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgresDatabase } from '../setup/testDatabase';
import { deployVercelFunction, type DeployedFunction } from '../setup/vercelFunction';

/** Run by `npm test` only when DATABASE_URL names a PostgreSQL server (CI always does). */
describe('the built api function on PostgreSQL', () => {
  let deployed: DeployedFunction;
  let scratch: Awaited<ReturnType<typeof createScratchPostgresDatabase>>;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase();
    deployed = await deployVercelFunction();
    process.env.VERCEL = '1';
    process.env.DATABASE_URL = scratch.url;
    process.env.SESSION_SECRET = 'deploy-test-session-secret-0123456789abcdef';
    // Password sign-in in production needs a mail server (decision 042); nothing listens on port 9.
    process.env.SMTP_URL = 'smtp://127.0.0.1:9';
    process.env.MAIL_FROM = 'Voltfield <no-reply@voltfield.example>';
    process.env.CRON_SECRET = 'deploy-test-cron-secret-0123456789';
  });
  afterAll(async () => {
    process.env = savedEnv;
    await deployed.dispose();
    await scratch.drop();
  });

  it('migrates an empty database on first use and answers /api/health through pg', async () => {
    const handlers = await deployed.load();
    const response = await handlers.GET(new Request('https://voltfield.example/api/health'));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: { driver: 'pg', ok: true } });
  });

  it('registers, keeps the session in a Secure __Host- cookie and knows the user', async () => {
    const handlers = await deployed.load();
    const registered = await handlers.POST(
      new Request('https://voltfield.example/api/auth/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'https://voltfield.example' },
        body: JSON.stringify({ firstName: 'Vera', lastName: 'Cell', email: 'vera@example.com', password: 'a serverless passphrase' }),
      }),
    );
    expect(registered.status).toBe(201);
    const cookie = registered.headers.getSetCookie().find((line) => line.startsWith('__Host-vf_session='))!;
    expect(cookie).toMatch(/; Secure/);
    const me = await handlers.GET(new Request('https://voltfield.example/api/auth/user', { headers: { Cookie: cookie.split(';')[0]! } }));
    expect(await me.json()).toMatchObject({ email: 'vera@example.com', role: 'buyer' });

    // The PDF writer's fonts travel with the function: a datasheet is generated there too.
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    const { rows } = await client
      .query(
        `INSERT INTO products (name, manufacturer, model, category, price, unit_type, specifications, facets) VALUES ('Deploy Module', 'Probe', 'DM-1', 'solar_modules', 150, 'module', '{"Rated power": "600 W"}', '{"powerW": 600}') RETURNING id`,
      )
      .finally(() => client.end());
    const datasheet = await handlers.GET(
      new Request(`https://voltfield.example/api/products/${rows[0].id}/datasheet.pdf`, { headers: { Cookie: cookie.split(';')[0]! } }),
    );
    expect(datasheet.status).toBe(200);
    expect(datasheet.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await datasheet.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});
