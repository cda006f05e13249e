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
});
