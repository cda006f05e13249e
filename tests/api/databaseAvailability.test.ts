import { describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '~/server/db/client';
import { newEmail } from '../factories/users';
import { leadRequest } from '../fixtures/leads';
import { apiContext } from '../setup/apiContext';
import { createTestApp, jsonRequest } from '../setup/testApp';
import { linesAt } from '../setup/testLog';

/**
 * Whether the database answers: the health check says so, and while it cannot be reached every
 * route answers 503 with Retry-After (the failures are played in front of the database, so the
 * kind behind it does not matter; losing a real PostgreSQL server is tests/server/databaseLoss.test.ts).
 */

const api = apiContext();

describe('GET /api/health', () => {
  it('reports the driver in use and that the database answers', async () => {
    const response = await createTestApp(api.database).request('/api/health');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ status: 'ok', database: { driver: api.kind, ok: true } });
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 with Retry-After and without details when the database is unreachable', async () => {
    const broken = {
      ...api.database,
      db: { execute: vi.fn().mockRejectedValue(new Error('connect ECONNREFUSED 10.0.0.1:5432')) },
    } as unknown as DatabaseHandle;
    const response = await createTestApp(broken).request('/api/health');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ status: 'error', database: { ok: false } });
    expect(text).not.toContain('ECONNREFUSED');
    expect(linesAt('warn')).toEqual([expect.objectContaining({ msg: 'health check: database unavailable' })]);
  });
});

describe('a database that cannot be reached answers 503 with Retry-After', () => {
  const unreachable = (message: string, code?: string) =>
    ({
      ...api.database,
      db: new Proxy({}, { get: () => () => Promise.reject(Object.assign(new Error(message), code ? { code } : {})) }),
    }) as unknown as DatabaseHandle;

  it.each([
    ['a refused connection', 'connect ECONNREFUSED 10.0.0.1:5432', 'ECONNREFUSED'],
    ['a killed backend', 'terminating connection due to administrator command', '57P01'],
    ['a connection lost mid-query', 'Connection terminated unexpectedly', undefined],
    ['an exhausted pool', 'timeout exceeded when trying to connect', undefined],
  ])('%s', async (_case, message, code) => {
    const broken = createTestApp(unreachable(message, code));
    const response = await broken.request('/api/leads', jsonRequest('POST', { ...leadRequest, email: newEmail('down') }));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ error: 'The service is temporarily unavailable. Please try again shortly.' });
    expect(linesAt('warn')).toEqual([expect.objectContaining({ msg: 'database unavailable', path: '/api/leads' })]);
  });

  it('answers 503 while the database cannot even be opened, and serves again once it can', async () => {
    let reachable = false;
    let opens = 0;
    const recovering = createTestApp(async () => {
      opens += 1;
      if (!reachable) throw Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:5432'), { code: 'ECONNREFUSED' });
      return api.database;
    });
    expect((await recovering.request('/api/health')).status).toBe(503);
    expect((await recovering.request('/api/leads', jsonRequest('POST', { ...leadRequest, email: newEmail('later') }))).status).toBe(503);
    expect(opens).toBe(2); // each request tried again: a failure is not kept
    reachable = true;
    expect((await recovering.request('/api/health')).status).toBe(200);
    expect((await recovering.request('/api/leads', jsonRequest('POST', { ...leadRequest, email: newEmail('later') }))).status).toBe(201);
  });
});
