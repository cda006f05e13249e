import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:4400';
const paths = (process.env.PATHS ?? '/').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const width of (process.env.WIDTHS ?? '390,1280').split(',').map(Number)) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 800 } });
  const page = await context.newPage();
  if (process.env.LOGIN) {
    const [email, password] = process.env.LOGIN.split(':');
    const r = await page.request.post(base + '/api/auth/login', { data: { email, password } });
    if (r.status() !== 200) throw new Error('login failed ' + r.status());
  }
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    if (process.env.WAIT) await page.waitForTimeout(Number(process.env.WAIT));
    if (process.env.CLICK) { for (const sel of process.env.CLICK.split('|')) { const l = page.locator(sel).first(); if (await l.isVisible()) await l.click(); } }
    const name = `/tmp/shots/${(p.replace(/[\/?=&]/g, '_') || 'root')}-${width}${process.env.SUFFIX ?? ''}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL !== '0' });
    console.log(name);
  }
  await context.close();
}
await browser.close();
