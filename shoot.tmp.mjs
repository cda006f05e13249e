import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:4400';
const paths = (process.env.PATHS ?? '/').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 } });
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    if (process.env.CLICK) { for (const sel of process.env.CLICK.split('|')) { const l = page.locator(sel); if (await l.isVisible()) await l.click(); } }
    const name = `/tmp/shots/${(p.replace(/\//g, '_') || 'root')}-${width}${process.env.SUFFIX ?? ''}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL !== '0' });
    console.log(name);
  }
  await page.close();
}
await browser.close();
