import pg from 'pg';
import e19 from '../../src/domain/btm/data/tariffs/pge-e19-2019.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgresDatabase } from '../setup/testDatabase';
import { deployVercelFunction, type DeployedFunction } from '../setup/vercelFunction';

/** Run by `npm test` only when DATABASE_URL names a PostgreSQL server (CI always does). */
/** An optimizer request to the built function: a year of an office's hourly load on PG&E E-19, with the battery (and sizing) given. */
function optimizerRequest(path: string, fields: Record<string, unknown>): Request {
  const loadKW = Array.from({ length: 8760 }, (_, hour) => (hour % 24 >= 9 && hour % 24 < 18 ? 300 : 120));
  return new Request(`https://voltfield.example${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'https://voltfield.example' },
    body: JSON.stringify({ intervalMinutes: 60, loadKW, tariff: e19, ...fields }),
  });
}

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

  it("solves the optimizer on the function's worker thread: its event loop keeps turning during a sizing solve", async () => {
    const handlers = await deployed.load();
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    // The longest this thread went without running a timer while the function solved.
    let last = performance.now();
    let longestGapMs = 0;
    const ticking = setInterval(() => {
      longestGapMs = Math.max(longestGapMs, performance.now() - last);
      last = performance.now();
    }, 10);
    const started = performance.now();
    try {
      const response = await handlers.POST(
        optimizerRequest('/api/calculators/btm', {
          battery: { powerKW: 500, energyKWh: 2000, roundTripEfficiency: 0.9 },
          size: true,
          costs: { capexPerKWh: 300, capexPerKW: 100 },
        }),
      );
      // One LP for the year (seconds of HiGHS): answered, or out of time on a busy machine, either way by a worker.
      const body = await response.json();
      const outcome =
        response.status === 200
          ? { status: 200, sized: body.battery?.sized, solver: body.solver?.status }
          : { status: response.status, error: body.error };
      expect([
        { status: 200, sized: true, solver: 'optimal' },
        {
          status: 422,
          error: 'The optimization did not finish within 12 seconds: try hourly intervals, or a fixed battery size instead of sizing it.',
        },
      ]).toContainEqual(outcome);
    } finally {
      clearInterval(ticking);
      process.off('warning', onWarning);
    }
    expect(warnings.map((warning) => warning.message)).not.toContainEqual(expect.stringMatching(/optimizer solves on the main thread/));
    // A solve on this thread would hold it for nearly the whole request (seconds of HiGHS); on a worker
    // the longest gap is the machine's own scheduling, which on a busy two-core machine reached 1.3 s:
    // so the gap is held to a part of the request's time, not to a wall-clock figure.
    const elapsedMs = performance.now() - started;
    expect(longestGapMs).toBeLessThan(Math.max(1000, elapsedMs / 3));
  });

  it('runs an optimizer job after its POST has answered, within the invocation Vercel keeps alive for it (waitUntil)', async () => {
    const handlers = await deployed.load();
    // Vercel's request context, as the platform provides it to a function (the one @vercel/functions reads).
    const kept: Promise<unknown>[] = [];
    const contextKey = Symbol.for('@vercel/request-context');
    const platform = globalThis as Record<symbol, unknown>;
    platform[contextKey] = { get: () => ({ waitUntil: (work: Promise<unknown>) => kept.push(work) }) };
    try {
      const posted = await handlers.POST(
        optimizerRequest('/api/calculators/btm/jobs', { battery: { powerKW: 100, energyKWh: 400, roundTripEfficiency: 0.9 } }),
      );
      expect(posted.status).toBe(202);
      const { id } = (await posted.json()) as { id: string };
      // The POST answered at once and handed the run to Vercel to wait for.
      expect(kept).toHaveLength(1);
      await Promise.all(kept);
      const polled = await handlers.GET(new Request(`https://voltfield.example/api/calculators/btm/jobs/${id}`));
      expect(polled.status).toBe(200);
      expect(await polled.json()).toMatchObject({ status: 'done', progress: 1, result: { solver: { status: 'optimal', problems: 12 } } });
      // Done: a poll starts no other run.
      expect(kept).toHaveLength(1);
    } finally {
      delete platform[contextKey];
    }
  });
});
