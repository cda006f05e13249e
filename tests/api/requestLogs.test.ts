import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '~/server/app';
import type { AppEnv } from '~/server/context';
import { apiContext, describeOnEveryDatabase } from '../setup/apiContext';
import { expectErrorLog } from '../setup/failOnErrorLog';
import { createTestApp, jsonRequest } from '../setup/testApp';
import { linesAt, loggedLines } from '../setup/testLog';

const api = apiContext();

describe('logs say what happened and leak nothing', () => {
  it('writes one JSON line per request with its id, echoed as X-Request-Id', async () => {
    const response = await api.app.request('/api/projects?type=btm', { headers: { 'X-Request-Id': 'edge-7f3a.42' } });
    expect(response.headers.get('x-request-id')).toBe('edge-7f3a.42');
    expect(linesAt('info').at(-1)).toEqual({
      level: 'info',
      time: expect.any(Number),
      reqId: 'edge-7f3a.42',
      method: 'GET',
      path: '/api/projects',
      status: 200,
      ms: expect.any(Number),
      msg: 'request',
    });
    const junk = await api.app.request('/api/projects', { headers: { 'X-Request-Id': 'has spaces <and markup>' } });
    expect(junk.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

// What a failed query's error carries (its text, its parameters, the driver's own fields) is the
// driver's: each must leave the secrets out of the log.
describeOnEveryDatabase('a query that fails', api, (api) => {
  it('never logs query parameters, bodies or cookies when a query fails', async () => {
    expectErrorLog();
    const secretHash = 'scrypt$17$8$1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
    const email = 'private.person@example.com';
    const probe = new Hono<AppEnv>().post('/probe/failing-query', async (c) => {
      const { db } = await c.var.deps.database();
      await db.execute(sql`SELECT ${secretHash}::int, ${email}::int`);
      return c.json({});
    });
    const withProbe = createTestApp(api.database, { routes: [...apiRoutes, probe] });
    const response = await withProbe.request(
      '/api/probe/failing-query',
      jsonRequest('POST', { password: 'hunter2-hunter2', email }, api.buyer),
    );
    expect(response.status).toBe(500);
    const text = loggedLines.map((line) => JSON.stringify(line)).join('\n');
    for (const secret of [secretHash, email, 'hunter2', api.buyer.header()]) expect(text).not.toContain(secret);
    const [line] = linesAt('error');
    expect(line).toMatchObject({ msg: 'request failed', path: '/api/probe/failing-query', err: { query: expect.stringContaining('$1') } });
    expect(JSON.stringify(line)).toMatch(/"code":"22P02"/);
  });
});
