import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '~/server/context';
import { RATE_LIMITS } from '~/server/requestLimits';
import { newEmail } from '../factories/users';
import { leadRequest } from '../fixtures/leads';
import { apiContext } from '../setup/apiContext';
import { createTestApp, jsonRequest } from '../setup/testApp';

/**
 * What the rate limits count by: the client's address, read behind trusted proxies so a forged
 * X-Forwarded-For entry does not dodge them; and the scale a test server may put on them. Each
 * endpoint's own limit is tested beside the endpoint (auth, accounts, leads, articles, btm).
 */

const api = apiContext();

describe('the client address behind proxies', () => {
  const leadFrom = (instance: Hono<AppEnv>, forwardedFor: string, peer: string) =>
    instance.request(
      '/api/leads',
      {
        ...jsonRequest('POST', { ...leadRequest, email: newEmail('proxy') }),
        headers: { ...jsonRequest('POST', {}).headers, 'X-Forwarded-For': forwardedFor },
      },
      { clientAddress: peer },
    );

  it('takes the entry the trusted proxy appended, so forged entries do not dodge the limits', async () => {
    const behindOneProxy = createTestApp(api.database, { env: { TRUST_PROXY: '1' }, realRateLimits: true });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await leadFrom(behindOneProxy, `10.9.${attempt}.1, 203.0.113.50`, '10.0.0.2')).status).toBe(201);
    }
    expect((await leadFrom(behindOneProxy, '10.9.99.1, 203.0.113.50', '10.0.0.2')).status).toBe(429);
    expect((await leadFrom(behindOneProxy, '10.9.99.1, 203.0.113.51', '10.0.0.2')).status).toBe(201);
  });

  it('counts hops from the right with two trusted proxies, and ignores the header when none is trusted', async () => {
    const behindTwo = createTestApp(api.database, { env: { TRUST_PROXY: '2' }, realRateLimits: true });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await leadFrom(behindTwo, `forged-${attempt}, 198.51.100.60, 10.1.1.1`, '10.0.0.3')).status).toBe(201);
    }
    expect((await leadFrom(behindTwo, 'forged-x, 198.51.100.60, 10.1.1.2', '10.0.0.3')).status).toBe(429);

    const direct = createTestApp(api.database, { realRateLimits: true });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await leadFrom(direct, `198.51.100.${attempt}`, '192.0.2.77')).status).toBe(201);
    }
    expect((await leadFrom(direct, '198.51.100.200', '192.0.2.77')).status).toBe(429);
  });
});

describe('RATE_LIMIT_SCALE, for test servers', () => {
  it('multiplies every limit: at 2, one address may send twice the leads before 429', async () => {
    const doubled = createTestApp(api.database, { env: { RATE_LIMIT_SCALE: '2' } });
    const send = () =>
      doubled.request('/api/leads', jsonRequest('POST', { ...leadRequest, email: newEmail('scaled') }), { clientAddress: '192.0.2.90' });
    const allowed = 2 * RATE_LIMITS.leadPerAddress.limit;
    for (let attempt = 0; attempt < allowed; attempt += 1) expect((await send()).status, `lead ${attempt + 1}`).toBe(201);
    expect((await send()).status).toBe(429);
  });
});
