import type { Page } from '@playwright/test';
import type { PublicUser } from '~/domain/users';
import { ADMIN, storageStateFor } from './support/accounts';
import { callApi, register } from './support/apiCalls';
import { expect, test, waitForIslands } from './support/fixtures';
import { uniqueTag } from './support/mailbox';
import { atWidth, DESKTOP, expectNoSidewaysScroll, PHONE } from './support/widths';

/**
 * The admin panel's audit log read by names and in words, and the Emails tab's preview, whose links
 * open a new tab (a page of the site refuses to be framed), at 1280 px and at 390 px.
 */
test.use({ storageState: storageStateFor('admin') });

const baseURL = () => test.info().project.use.baseURL!;
/** Where the emails' links point (SITE_URL's default): this suite's server answers on another port. */
const SITE_URL = 'http://localhost:4321';

/** Clicks the preview's button link and answers the page it opened. */
async function openLinkFromPreview(page: Page, subject: string): Promise<Page> {
  const frame = page.frameLocator(`iframe[title="The HTML of “${subject}”"]`);
  const opened = page.context().waitForEvent('page');
  await frame.getByRole('link', { name: 'Open the lead' }).click();
  return opened;
}

test('reads the audit log by names, changes in words and local times, and opens an emailed link from the preview in a new tab, at 1280 and 390 px', async ({
  page,
  allowConsoleError,
}) => {
  // Each of the test's own queries into the preview (a frame where no script may run) is logged so by Chromium; the message has no script.
  allowConsoleError(
    /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\./,
  );
  const tag = uniqueTag();
  const email = `sam.${tag}@example.com`;
  const registered = await register({ firstName: 'Sam', lastName: tag, email, password: 'a passphrase for sam', role: 'buyer' });
  const sam = registered.json as PublicUser;
  const changed = await page.request.patch(`/api/admin/users/${sam.id}/role`, { data: { role: 'developer' } });
  expect(changed.status(), await changed.text()).toBe(200);
  const lead = await callApi('POST', '/api/leads', {
    firstName: 'Quinn',
    lastName: 'Harper',
    organizationName: `Org ${tag}`,
    email: `lead.${tag}@example.com`,
    projectType: 'data-center-energy',
  });
  expect(lead.status, JSON.stringify(lead.json)).toBe(201);

  // The emails' links lead to SITE_URL: this server stands in for it, headers and all.
  await page.context().route(`${SITE_URL}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(SITE_URL, baseURL()) });
    await route.fulfill({ response });
  });

  await page.goto('/admin?tab=audit');
  await waitForIslands(page);
  const entry = page
    .getByRole('list', { name: 'Audit entries' })
    .getByRole('listitem')
    .filter({ hasText: `Sam ${tag}` });
  await expect(entry).toContainText(`Sam ${tag} · ${email}`);
  await expect(entry).toContainText(/Role: Buyer →\s*to Developer/);
  await expect(entry).toContainText(`By ${ADMIN.firstName} ${ADMIN.lastName}`);
  await expect(entry).not.toContainText(sam.id);
  await expect(entry.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
  await atWidth(page, PHONE);
  await entry.scrollIntoViewIfNeeded();
  await expect(entry).toBeInViewport({ ratio: 0.9 });
  const box = (await entry.boundingBox())!;
  expect(box.x + box.width, 'the entry fits the phone').toBeLessThanOrEqual(PHONE.width);
  await expectNoSidewaysScroll(page);
  await atWidth(page, DESKTOP);

  await page.getByRole('tab', { name: 'Emails' }).click();
  const subject = `New lead: Quinn Harper, Org ${tag}`;
  // Staff mail goes to every admin: open the copy the signed-in admin received.
  await page.getByRole('listitem').filter({ hasText: 'admin@voltfield.dev' }).getByRole('button', { name: subject }).click();
  const dialog = page.getByRole('dialog', { name: subject });
  const frame = page.frameLocator(`iframe[title="The HTML of “${subject}”"]`);
  await expect(frame.getByRole('heading', { name: 'A new lead arrived' })).toBeVisible();

  for (const size of [DESKTOP, PHONE]) {
    await atWidth(page, size);
    const opened = await openLinkFromPreview(page, subject);
    // The page the link names (this tab is not signed in at SITE_URL's address, so the page then sends it to sign in).
    await expect(opened).toHaveURL(`${SITE_URL}/admin?q=${encodeURIComponent(`lead.${tag}@example.com`)}`);
    await opened.close();
    // The frame still shows the message: the link did not load into it.
    await expect(frame.getByRole('heading', { name: 'A new lead arrived' })).toBeVisible();
    await expect(dialog).toBeVisible();
  }
  await expectNoSidewaysScroll(page);
  // A closed tab's stylesheet may still be on its way through the stand-in: its failure is no finding.
  await page.context().unrouteAll({ behavior: 'ignoreErrors' });
});
