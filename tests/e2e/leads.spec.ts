import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectFocusedInView, test, waitForIslands } from './support/fixtures';

let sequence = 0;
async function fillLead(page: Page) {
  sequence += 1;
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('First Name').fill('Imani');
  await form.getByLabel('Last Name').fill('Okoro');
  await form.getByLabel('Organization').fill('Tidewater Cold Storage');
  await form.getByLabel('Email').fill(`imani.${Date.now()}.${sequence}@tidewater.example`);
  await form.getByLabel('Project Type').selectOption({ label: 'Behind-the-meter solar' });
  await form.getByLabel('Project Details (optional)').fill('1.2 MW of rooftop across two warehouses in Norfolk, VA.');
  return form;
}

for (const [page_, path] of [
  ['contact page', '/contact'],
  ['home page', '/'],
] as const) {
  test.describe(`the lead form on the ${page_}`, () => {
    test('shows the five field messages @both', async ({ page }) => {
      await page.goto(path);
      const form = page.getByRole('form', { name: 'Contact us' });
      await form.scrollIntoViewIfNeeded();
      await expect(page.locator('astro-island', { has: form })).not.toHaveAttribute('ssr');
      await form.getByLabel('First Name').fill('I');
      await form.getByLabel('Email').fill('imani@');
      await form.getByRole('button', { name: 'Submit Inquiry' }).click();
      for (const message of [
        'First name is required',
        'Last name is required',
        'Organization is required',
        'Valid email is required',
        'Project type is required',
      ]) {
        await expect(form.getByText(message)).toBeVisible();
      }
      await expectAccessible(page);
    });

    test('sends the lead, thanks the visitor and resets the form', async ({ page }) => {
      await page.goto(path);
      const form = await fillLead(page);
      const sent = page.waitForRequest('**/api/leads');
      await form.getByRole('button', { name: 'Submit Inquiry' }).click();
      expect((await sent).postDataJSON()).toMatchObject({
        firstName: 'Imani',
        projectType: 'behind-the-meter-solar',
        source: path === '/' ? 'home' : 'contact',
      });
      const toast = page.getByRole('status').filter({ hasText: 'Thank you for your inquiry!' });
      await expect(toast).toContainText("We'll respond within 24 hours.");
      await expect(form.getByLabel('First Name')).toHaveValue('');
      await expect(form.getByLabel('Project Type')).toHaveValue('');
    });
  });
}

test('a failed submission reads Submitting..., then shows the error toast and keeps the form', async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 500|Lead submission failed/);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/leads', async (route) => {
    await held;
    await route.fulfill({ status: 500, json: { error: 'Internal server error' } });
  });
  await page.goto('/contact');
  const form = await fillLead(page);
  await form.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  release();
  await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText('Failed to submit form. Please try again.');
  await expect(form.getByLabel('First Name')).toHaveValue('Imani');
});

test("the lead reaches the admin's list as new, with its source", async ({ page, playwright, baseURL }) => {
  await page.goto('/contact');
  const form = await fillLead(page);
  const email = await form.getByLabel('Email').inputValue();
  await form.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your inquiry!' })).toBeVisible();
  const admin = await playwright.request.newContext({ baseURL, storageState: 'test-results/.auth/admin.json' });
  const leads = await (await admin.get('/api/leads')).json();
  expect(leads.find((lead: { email: string }) => lead.email === email)).toMatchObject({
    status: 'new',
    source: 'contact',
    organizationName: 'Tidewater Cold Storage',
  });
  await admin.dispose();
});

test('an invalid submission focuses the first bad field fully in view, below the sticky header @both', async ({ page }) => {
  await page.goto('/contact');
  await waitForIslands(page);
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Email').fill('imani@tidewater.example');
  await form.getByRole('button', { name: 'Submit Inquiry' }).scrollIntoViewIfNeeded();
  await form.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expectFocusedInView(page, form.getByLabel('First Name'), form.getByText('First name is required'));
});
