import { describe, expect, it } from 'vitest';
import { apiContext } from '../setup/apiContext';
import { createTestApp } from '../setup/testApp';

const api = apiContext();

describe('API security headers', () => {
  it('sends the security headers, a locked-down CSP and no-store on every answer', async () => {
    for (const path of ['/api/health', '/api/no-such-thing']) {
      const response = await createTestApp(api.database).request(path);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('adds HSTS in production', async () => {
    const app = createTestApp(api.database, { env: { NODE_ENV: 'production', DATABASE_URL: 'postgres://injected/by-test' } });
    const response = await app.request('/api/health');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload');
  });
});
