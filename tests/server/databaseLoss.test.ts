import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTo, startNodeServer, type RunningServer } from '../setup/nodeServer';
import { createScratchPostgresDatabase } from '../setup/testDatabase';

/**
 * Losing the database under the real Node server and the real PostgreSQL (DATABASE_URL; `npm
 * test` runs this file only when it is set): the app's connections are killed while a
 * transaction waits on a lock, the pool runs dry. The server answers 503 with Retry-After, never
 * dies, rolls the interrupted work back, and serves again without a restart.
 */
let scratch: { url: string; drop(): Promise<void> };
let server: RunningServer;
let outsider: pg.Client;
let cookie: string;

beforeAll(async () => {
  scratch = await createScratchPostgresDatabase();
  server = await startNodeServer({ DATABASE_URL: scratch.url, DATABASE_POOL_MAX: '2' });
  outsider = new pg.Client({ connectionString: scratch.url });
  await outsider.connect();
  cookie = await signInTo(server, 'buyer@voltfield.dev', 'voltfield-buyer-demo');
});
afterAll(async () => {
  await outsider?.end();
  await server?.stop();
  await scratch?.drop();
});

const api = (path: string, method = 'GET', body?: unknown) =>
  fetch(`${server.origin}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** How many of the app's backends wait on a lock now (the statistics snapshot of a transaction is cleared first). */
async function backendsWaitingOnALock(): Promise<number> {
  await outsider.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await outsider.query(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'`,
  );
  return rows[0].n;
}

/**
 * Waits until one of the app's backends is blocked on a lock, then terminates every one of them, and
 * waits until each has exited: without the wait, a busy machine can still be running an idle
 * connection's backend when the next request takes that connection, which then dies under it.
 */
async function killTheAppsBackendsOnceWaiting(): Promise<number> {
  await expect.poll(backendsWaitingOnALock, { timeout: 10_000 }).toBeGreaterThan(0);
  const killed = await outsider.query(
    'SELECT pg_terminate_backend(pid, 10000) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  return killed.rowCount ?? 0;
}

async function draftWithAnItem(name: string): Promise<number> {
  const draft = await (await api('/api/rfqs', 'POST', { projectName: name })).json();
  const [product] = await (await api('/api/products')).json();
  expect((await api(`/api/rfqs/${draft.id}/items`, 'POST', { productId: product.id, quantity: 3 })).status).toBe(201);
  return draft.id;
}

const submission = (name: string) => ({
  projectName: name,
  shipToAddress: '4100 Industrial Blvd, Austin, TX 78744',
  neededBy: '2099-03-31',
  status: 'submitted',
});

describe('the app loses its database connections', () => {
  it('mid-transaction (an RFQ submit holding its row lock): 503, rolled back, and served again without a restart', async () => {
    const id = await draftWithAnItem('Killed submit');
    await outsider.query('BEGIN');
    await outsider.query('SELECT id FROM rfqs WHERE id = $1 FOR UPDATE', [id]);
    const submitting = api(`/api/rfqs/${id}`, 'PATCH', submission('Killed submit'));
    expect(await killTheAppsBackendsOnceWaiting()).toBeGreaterThan(0);
    await outsider.query('ROLLBACK');

    const answer = await submitting;
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(await answer.json()).toEqual({ error: 'The service is temporarily unavailable. Please try again shortly.' });
    expect(server.process.exitCode).toBeNull();

    // The pool replaced its connections by itself.
    expect((await api('/api/health')).status).toBe(200);
    const rfq = (await (await api('/api/rfqs')).json()).find((candidate: { id: number }) => candidate.id === id);
    expect(rfq).toMatchObject({ status: 'draft', submittedAt: null, totalEstimatedValue: null });
    const retried = await api(`/api/rfqs/${id}`, 'PATCH', submission('Killed submit'));
    expect(retried.status).toBe(200);
    expect((await retried.json()).status).toBe('submitted');
  });

  it('while a lead insert waits on its advisory lock: 503, and one lead once it is sent again', async () => {
    const lead = {
      firstName: 'Dana',
      lastName: 'Whitfield',
      organizationName: 'Whitfield Farms',
      email: `killed.${Date.now()}@example.com`,
      projectType: 'other',
    };
    await outsider.query('SELECT pg_advisory_lock(hashtext($1))', [`lead:${lead.email}`]);
    const sending = fetch(`${server.origin}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(lead),
    });
    await killTheAppsBackendsOnceWaiting();
    await outsider.query('SELECT pg_advisory_unlock(hashtext($1))', [`lead:${lead.email}`]);

    const answer = await sending;
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(
      (
        await fetch(`${server.origin}/api/leads`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(lead),
        })
      ).status,
    ).toBe(201);
    const stored = await outsider.query('SELECT count(*)::int AS n FROM leads WHERE email = $1', [lead.email]);
    expect(stored.rows[0].n).toBe(1);
    expect(server.process.exitCode).toBeNull();
  });

  it('when the pool has no connection to give in time: 503, then normal service', async () => {
    const ids = [await draftWithAnItem('Pool A'), await draftWithAnItem('Pool B')];
    await outsider.query('BEGIN');
    await outsider.query('SELECT id FROM rfqs WHERE id = ANY($1) FOR UPDATE', [ids]);
    // Both pooled connections wait on the lock; a third request finds none for 5 s.
    const waiting = ids.map((id) =>
      api(`/api/rfqs/${id}`, 'PATCH', submission('Pool')).then(async (response) => [response.status, await response.text()]),
    );
    await expect.poll(backendsWaitingOnALock, { timeout: 10_000 }).toBe(2);
    const starved = await api('/api/rfqs');
    expect(starved.status).toBe(503);
    expect(starved.headers.get('retry-after')).toBe('5');
    await outsider.query('ROLLBACK');
    expect((await Promise.all(waiting)).map(([status]) => status)).toEqual([200, 200]);
    expect((await api('/api/rfqs')).status).toBe(200);
  });
});
