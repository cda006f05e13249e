import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import type { Lead } from '~/domain/leads';
import type { Product } from '~/domain/products';
import type { Rfq, RfqDetail } from '~/domain/rfqs';
import { ADMIN, storageStateFor } from './support/accounts';
import { articles as published, drafts } from '../fixtures/articles';
import { expectChartTextWhole } from './support/charts';
import { atWidth, DESKTOP, expectNoSidewaysScroll, PHONE } from './support/widths';
import { expect, expectAccessible, expectToast, test, waitForIslands } from './support/fixtures';
import { callApi } from './support/apiCalls';

/**
 * The admin panel as the demo admin: leads searched, filtered, moved one at a time and in bulk and
 * exported; an RFQ a buyer submitted quoted on the RFQ desk; the audit log; accounts; at 390 px,
 * the tabs in view; the header an admin sees. The wrong-role flow (a buyer sent home) is in auth.spec.ts. What a failed call
 * shows (the toasts, Try again, a lost session's sign-in, a refused move) is proven with the API
 * client answering so: src/islands/admin/AdminPanel.test.tsx and RfqMoveForm.test.tsx.
 *
 * Leads and accounts a test needs are made through the API (tests/e2e/support/apiCalls.ts).
 */
test.use({ storageState: storageStateFor('admin') });

const baseURL = () => test.info().project.use.baseURL!;
const token = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** `count` new leads whose organization holds `tag` (so a search finds exactly them). */
async function makeLeads(tag: string, count: number, projectType = 'data-center-energy'): Promise<string[]> {
  const emails: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `lead${index}.${tag}@example.com`;
    const answer = await callApi('POST', '/api/leads', {
      firstName: `Quinn${index}`,
      lastName: 'Harper',
      organizationName: `Org ${tag}`,
      email,
      projectType,
      source: 'contact',
    });
    expect(answer.status, JSON.stringify(answer.json)).toBe(201);
    emails.push(email);
  }
  return emails;
}

async function leadsMatching(page: Page, tag: string): Promise<Lead[]> {
  return (await page.request.get(`/api/leads?q=${tag}&pageSize=100`)).json();
}

async function openAdmin(page: Page, search = '') {
  await page.goto(`/admin${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  await waitForIslands(page);
}

const leadList = (page: Page) => page.getByRole('list', { name: 'Leads' });

test("lets the admin in with the header's Admin Panel link and Admin label, shows the six figures and keeps the tab in the URL, chosen after a reload; the tabs follow the arrow keys", async ({
  page,
}) => {
  await openAdmin(page);
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await expect(mainNav.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  await mainNav.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.locator('#menu-user')).toContainText(`${ADMIN.firstName} ${ADMIN.lastName}`);
  await expect(page.locator('#menu-user')).toContainText('Admin');
  await mainNav.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.locator('#menu-user')).toBeHidden();
  const stats = page.getByRole('region', { name: 'Statistics' });
  for (const label of ['Total Leads', 'New Leads', 'Total Projects', 'Active Projects', 'Total Articles', 'Published Articles']) {
    await expect(stats.getByText(label, { exact: true })).toBeVisible();
  }
  const tabs = page.getByRole('tablist', { name: 'Admin sections' });
  await expect(tabs.getByRole('tab')).toHaveText(['Leads', 'RFQs', 'Content', 'Analytics', 'Audit log', 'Users', 'Sites', 'Emails']);
  await tabs.getByRole('tab', { name: 'Leads' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'RFQs' })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'RFQs' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL('/admin?tab=rfqs');
  await page.keyboard.press('End');
  await expect(page).toHaveURL('/admin?tab=emails');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Emails' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Emails' })).toBeInViewport({ ratio: 0.9 });
  await expect(page.getByRole('tabpanel', { name: 'Emails' })).toBeVisible();
});

test('on a phone the tabs scroll sideways, the chosen one in view, and the page does not @mobile', async ({ page }) => {
  await openAdmin(page, '?tab=emails');
  await expect(page.getByRole('tab', { name: 'Emails' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Emails' })).toBeInViewport({ ratio: 0.9 });
  await expect(page.getByRole('tabpanel', { name: 'Emails' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('searches and filters leads, changes one status with its toast, and shows its history', async ({ page }) => {
  const tag = token();
  await makeLeads(tag, 2);
  await makeLeads(`${tag}x`, 1, 'epc-partnership');
  await openAdmin(page);
  await page.getByLabel('Search leads').fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await expect(leadList(page).getByRole('listitem')).toHaveCount(3);
  await page.getByLabel('Project type').selectOption({ label: 'EPC partnership' });
  await expect(leadList(page).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('1 lead', { exact: true })).toBeVisible();
  await page.getByLabel('Project type').selectOption({ label: 'All project types' });
  await expect(leadList(page).getByRole('listitem')).toHaveCount(3);

  await page.getByRole('combobox', { name: 'Status for Quinn0 Harper' }).first().selectOption('contacted');
  await expectToast(page, 'Success', 'Lead status updated successfully.');
  const leads = await leadsMatching(page, tag);
  expect(leads.filter((lead) => lead.status === 'contacted')).toHaveLength(1);

  // The filter is the server's: reloading the URL gives the same view.
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('contacted');
  await expect(leadList(page).getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(leadList(page).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('contacted');

  await leadList(page)
    .getByRole('button', { name: /History of Quinn0 Harper/ })
    .click();
  const history = page.getByRole('dialog', { name: 'History of Quinn0 Harper' });
  await expect(history.getByText('Arrived as New')).toBeVisible();
  await expect(history.getByText('New → Contacted')).toBeVisible();
  await expect(history).toContainText(ADMIN.firstName);
  await history.getByRole('button', { name: 'Close' }).click();
});

test('bulk-changes three leads after a confirmation with the count, exports them as CSV and finds the changes in the audit log', async ({
  page,
}) => {
  const tag = token();
  const emails = await makeLeads(tag, 3);
  await openAdmin(page, `?q=${tag}`);
  await expect(leadList(page).getByRole('listitem')).toHaveCount(3);
  await page.getByLabel('Select all on this page').check();
  const selection = page.getByRole('group', { name: 'Selected leads' });
  await expect(selection).toContainText('3 selected');
  await selection.getByLabel('New status').selectOption('qualified');
  await selection.getByRole('button', { name: 'Change status' }).click();
  const confirm = page.getByRole('dialog', { name: 'Change the status of 3 leads?' });
  await confirm.getByRole('button', { name: 'Move 3 to Qualified' }).click();
  await expectToast(page, 'Success', '3 leads moved to Qualified.');
  await expect(confirm).toBeHidden();
  expect((await leadsMatching(page, tag)).map((lead) => lead.status)).toEqual(['qualified', 'qualified', 'qualified']);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const rows = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true }).data;
  expect(rows).toHaveLength(3);
  expect(rows.map((row) => row.email ?? row.Email).sort()).toEqual([...emails].sort());
  for (const row of rows) expect(JSON.stringify(row).toLowerCase()).toContain('qualified');

  await page.getByRole('tab', { name: 'Audit log' }).click();
  await page.getByLabel('Action').selectOption({ label: 'Lead status (bulk)' });
  await page.getByLabel('Staff email').fill(ADMIN.email);
  const entries = page.getByRole('list', { name: 'Audit entries' }).getByRole('listitem').filter({ hasText: 'Lead status (bulk)' });
  await expect(entries.first()).toContainText('Qualified');
  await expect(entries.first()).toContainText(/New\s*→\s*to\s*Qualified|New.*Qualified/);
  await expect(page).toHaveURL(/tab=audit/);
});

test('quotes an RFQ a buyer submitted on the RFQ desk, which the buyer then reads as quoted', async ({ page, browser }) => {
  const tag = token();
  const buyer = await browser.newContext({ storageState: storageStateFor('clerk'), baseURL: baseURL() });
  const [product] = (await (await buyer.request.get('/api/products?category=inverters')).json()) as Product[];
  const rfq = (await (await buyer.request.post('/api/rfqs', { data: { projectName: `Desk ${tag}`, status: 'draft' } })).json()) as Rfq;
  expect((await buyer.request.post(`/api/rfqs/${rfq.id}/items`, { data: { productId: product!.id, quantity: 4 } })).status()).toBe(201);
  const submitted = await buyer.request.patch(`/api/rfqs/${rfq.id}`, {
    data: { projectName: `Desk ${tag}`, shipToAddress: '100 Congress Ave, Austin, TX', neededBy: '2099-06-30', status: 'submitted' },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);

  await openAdmin(page, '?tab=rfqs');
  await page.getByLabel('Search RFQs').fill(tag);
  const row = page.getByRole('list', { name: 'RFQs' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Casey Clerk');
  await expect(row).toContainText('Ledger Energy');
  await row.getByRole('button', { name: `Open Desk ${tag}` }).click();

  const desk = page.getByRole('dialog', { name: `Desk ${tag}` });
  await expect(desk.getByRole('region', { name: 'Requested Items' })).toContainText(product!.name);
  const move = desk.getByRole('form', { name: 'Move this RFQ' });
  await expect(move.getByRole('radio')).toHaveCount(2); // submitted → under review or closed
  await move.getByRole('radio', { name: 'Start review' }).check();
  await move.getByRole('button', { name: 'Start review' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'is now' })).toHaveText(`Desk ${tag} is now Under review.`);

  await move.getByRole('radio', { name: 'Send a quote' }).check();
  await move.getByRole('button', { name: 'Send a quote' }).click();
  await expect(move.getByText('Quoted amount is required')).toBeVisible();
  await move.getByLabel('Quoted amount (USD)').fill('48250.5');
  // The message goes as the field becomes valid, before the form is sent again.
  await expect(move.getByText('Quoted amount is required')).toBeHidden();
  await move.getByLabel('Valid until').fill('2099-03-31');
  await move.getByLabel('Note to the buyer (optional)').fill('Lead time 6 weeks from PO.');
  await move.getByRole('button', { name: 'Send a quote' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'is now' })).toHaveText(`Desk ${tag} is now Quoted.`);
  await expect(desk.getByRole('region', { name: 'Status' })).toContainText('Lead time 6 weeks from PO.');
  await expect(move.getByRole('radio')).toHaveCount(1);

  const seen = (await (await buyer.request.get(`/api/rfqs/${rfq.id}`)).json()) as RfqDetail;
  expect(seen).toMatchObject({
    status: 'quoted',
    quote: { amount: expect.stringMatching(/^48250\.50?$/), validUntil: '2099-03-31', note: 'Lead time 6 weeks from PO.' },
  });
  // …and reads it on their RFQ page.
  const buyerPage = await buyer.newPage();
  await buyerPage.goto(`/rfq?id=${rfq.id}`);
  await expect(buyerPage.getByRole('region', { name: 'Quote' })).toHaveText(
    /^Quote\$48,250\.50Valid until Mar 31, 2099Lead time 6 weeks from PO\.$/,
  );
  await buyer.close();
  await desk.getByRole('button', { name: 'Close', exact: true }).first().click();

  await page.getByRole('tab', { name: 'Audit log' }).click();
  await page.getByLabel('Action').selectOption({ label: 'RFQ status' });
  const entry = page
    .getByRole('list', { name: 'Audit entries' })
    .getByRole('listitem')
    .filter({ hasText: `RFQ #${rfq.id}` });
  await expect(entry.filter({ hasText: 'Quoted' }).first()).toContainText('Under review');
});

test("lists accounts, disables the admin's own controls, changes a role and revokes sessions after confirming", async ({ page }) => {
  const tag = token();
  const email = `staffer.${tag}@example.com`;
  const registered = await callApi('POST', '/api/auth/register', {
    firstName: 'Sam',
    lastName: tag,
    email,
    password: 'a passphrase for sam',
    role: 'buyer',
  });
  expect(registered.status, JSON.stringify(registered.json)).toBe(201);
  await openAdmin(page, '?tab=users');
  await page.getByLabel('Search users').fill(ADMIN.email);
  const own = page.getByRole('list', { name: 'Accounts' }).getByRole('listitem').filter({ hasText: ADMIN.email });
  await expect(own.getByRole('combobox')).toBeDisabled();
  await expect(own.getByRole('button', { name: /Revoke sessions/ })).toBeDisabled();

  await page.getByLabel('Search users').fill(email);
  const sam = page.getByRole('list', { name: 'Accounts' }).getByRole('listitem').filter({ hasText: email });
  await expect(sam).toContainText('1 active session');
  await sam.getByRole('combobox', { name: `Role of Sam ${tag}` }).selectOption('developer');
  await page
    .getByRole('dialog', { name: `Change Sam ${tag}'s role?` })
    .getByRole('button', { name: 'Change role' })
    .click();
  await expectToast(page, 'Role changed', `Sam ${tag} is now Developer.`);
  await sam.getByRole('button', { name: `Revoke sessions of Sam ${tag}` }).click();
  await page
    .getByRole('dialog', { name: `Revoke Sam ${tag}'s sessions?` })
    .getByRole('button', { name: 'Revoke sessions' })
    .click();
  await expectToast(page, 'Sessions revoked', `Sam ${tag} was signed out of 1 session.`);
  await expect(sam).toContainText('0 active sessions');
  expect((await callApi('GET', '/api/auth/user', undefined, registered.cookie)).status).toBe(401);
});

test("lists every account's sites with their owners, found by the owner's name, each linked to its report and data; accessible at 1280 and 390 px", async ({
  page,
}) => {
  const tag = token();
  const registered = await callApi('POST', '/api/auth/register', {
    firstName: 'Rosa',
    lastName: tag,
    email: `rosa.${tag}@example.com`,
    password: 'a passphrase for rosa',
    role: 'buyer',
  });
  expect(registered.status, JSON.stringify(registered.json)).toBe(201);
  const created = await callApi('POST', '/api/sites', { name: 'Mesa canal yard', zip: '85201' }, registered.cookie);
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const site = created.json as { id: number };

  await openAdmin(page, '?tab=sites');
  await page.getByLabel('Search sites').fill(tag);
  await expect(page).toHaveURL(new RegExp(`sites\\.q=${tag}`));
  const row = page.getByRole('list', { name: 'Sites' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Mesa canal yard');
  await expect(row).toContainText('AZ · ZIP 85201 · 1 design');
  await expect(row).toContainText(`Rosa ${tag}`);
  await expect(row.getByRole('link', { name: 'Report (PDF) of Mesa canal yard' })).toHaveAttribute(
    'href',
    `/api/sites/${site.id}/report.pdf`,
  );
  await expect(row.getByRole('link', { name: 'Data (JSON) of Mesa canal yard' })).toHaveAttribute(
    'href',
    `/api/sites/${site.id}/export.json`,
  );
  // Staff read the site's data; its owner alone changes it.
  const data = await page.request.get(`/api/sites/${site.id}/export.json`);
  expect(data.status()).toBe(200);
  await expectAccessible(page);
  await atWidth(page, PHONE);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
});

test('draws the four analytics charts with their numbers, their labels whole and apart at 1280 px and at 390 px, and lists every article with its problems', async ({
  page,
}) => {
  await openAdmin(page, '?tab=analytics');
  const charts = ['Leads per week by project type', 'Lead funnel by status', 'RFQ value by status', 'Calculator runs per week by type'];
  for (const name of charts) await expect(page.getByRole('img', { name })).toBeVisible();
  // The weeks ("Nov 16", "Nov 23") and the statuses with their counts thinned to the labels that fit.
  for (const size of [DESKTOP, PHONE]) {
    await atWidth(page, size);
    for (const name of charts) await expectChartTextWhole(page.getByRole('figure', { name }));
  }
  await atWidth(page, DESKTOP);
  const funnel = page.getByRole('figure').filter({ hasText: 'Lead funnel by status' });
  await funnel.getByText('Show the numbers').click();
  await expect(funnel.getByRole('rowheader', { name: 'New' })).toBeVisible();

  await page.getByRole('tab', { name: 'Content' }).click();
  const articles = page.getByRole('list', { name: 'Articles' });
  await expect(articles.getByRole('listitem').first()).toBeVisible();
  await expect(articles.getByText('Published', { exact: true }).first()).toBeVisible();
  await expect(articles.getByText(/min read/).first()).toBeVisible();
  const total = published.length + drafts.length;
  await expect(page.getByText(`${total} articles · ${drafts.length} ${drafts.length === 1 ? 'draft' : 'drafts'} ·`)).toBeVisible();
  // The excerpts fit what a search result shows of a description, so none is flagged.
  await expect(articles.getByText(/^Excerpt longer than/)).toHaveCount(0);
  // A draft is shown as a draft: no publication date, whatever its file holds.
  for (const draft of drafts) {
    const row = articles.getByRole('listitem').filter({ has: page.getByText(draft.title, { exact: true }) });
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    await expect(row.getByText('Not published', { exact: true })).toBeVisible();
    await expect(row).not.toContainText('Published');
  }
});
