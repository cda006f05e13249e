import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectFocusedInView, test, waitForIslands } from './support/fixtures';
import { storageStateFor } from './support/accounts';
import { atWidth, DESKTOP, PHONE } from './support/widths';
import { LEAD_FORM_MESSAGES } from '../fixtures/leads';

/**
 * The lead form sending to the real server from the contact and the home page, and where an
 * invalid submission leaves the reader at each width. Its field messages, its pending label and
 * the toast of a failed submission are tested beside the island (src/islands/forms/LeadForm.test.tsx).
 */

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

/** Submits the filled form: the request it sends, the thanks, the form reset. */
async function sendLead(page: Page, source: 'home' | 'contact') {
  const form = await fillLead(page);
  const email = await form.getByLabel('Email').inputValue();
  const sent = page.waitForRequest('**/api/leads');
  await form.getByRole('button', { name: 'Submit Inquiry' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ firstName: 'Imani', projectType: 'behind-the-meter-solar', source });
  const toast = page.getByRole('status').filter({ hasText: 'Thank you for your inquiry!' });
  await expect(toast).toContainText("We'll respond within 24 hours.");
  await expect(form.getByLabel('First Name')).toHaveValue('');
  await expect(form.getByLabel('Project Type')).toHaveValue('');
  return email;
}

test("the contact page sends the lead, thanks the visitor, resets the form, and the lead reaches the admin's list as new", async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.goto('/contact');
  const email = await sendLead(page, 'contact');
  const admin = await playwright.request.newContext({ baseURL, storageState: storageStateFor('admin') });
  const leads = await (await admin.get('/api/leads')).json();
  expect(leads.find((lead: { email: string }) => lead.email === email)).toMatchObject({
    status: 'new',
    source: 'contact',
    organizationName: 'Tidewater Cold Storage',
  });
  await admin.dispose();
});

test('the home page shows the five field messages, then sends the lead from the home page', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.scrollIntoViewIfNeeded();
  // The form hydrates once it scrolls into view.
  await expect(page.locator('astro-island', { has: form })).not.toHaveAttribute('ssr');
  await form.getByLabel('First Name').fill('I');
  await form.getByLabel('Email').fill('imani@');
  await form.getByRole('button', { name: 'Submit Inquiry' }).click();
  for (const message of LEAD_FORM_MESSAGES) await expect(form.getByText(message)).toBeVisible();
  await expectAccessible(page);
  await sendLead(page, 'home');
  for (const message of ['First name is required', 'Project type is required']) await expect(form.getByText(message)).toBeHidden();
});

test('at 1280 px and at 390 px, an invalid submission on the contact page shows its messages, the first bad field focused fully in view below the sticky header', async ({
  page,
}) => {
  await page.goto('/contact');
  await waitForIslands(page);
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Email').fill('imani@tidewater.example');
  for (const size of [DESKTOP, PHONE]) {
    await atWidth(page, size);
    await form.getByRole('button', { name: 'Submit Inquiry' }).scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expectFocusedInView(page, form.getByLabel('First Name'), form.getByText('First name is required'));
    for (const message of ['Last name is required', 'Organization is required', 'Project type is required'])
      await expect(form.getByText(message)).toBeVisible();
    await expectAccessible(page);
  }
});
