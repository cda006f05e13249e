import { expect, test } from './support/fixtures';

test.describe('security headers from the Node server @desktop', () => {
  for (const path of ['/', '/about', '/no/such/page']) {
    test(`a page (${path}) gets a hash-based CSP, no framing and no sniffing`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
      const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(csp).toContain("style-src-attr 'unsafe-inline'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      // Not HTTPS here (development): no HSTS.
      expect(headers['strict-transport-security']).toBeUndefined();
    });
  }

  test('the API answers with its own locked-down policy', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: { driver: 'pglite', ok: true } });
    expect(response.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });
});

test('a page without islands loads no framework JavaScript', async ({ page }) => {
  const scripts: { url: string; body: string }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: await response.text() });
  });
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  expect(await page.locator('astro-island').count()).toBe(0);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script.url).toMatch(/\/_astro\/[^/]+\.js$/);
    expect(script.body, script.url).not.toMatch(/react-dom|__SECRET_INTERNALS|hydrateRoot/);
  }
  const totalBytes = scripts.reduce((sum, script) => sum + script.body.length, 0);
  expect(totalBytes).toBeLessThan(10_000);
});
