import { ADMIN, storageStateFor } from './support/accounts';
import { expect, expectToast, test, waitForIslands } from './support/fixtures';
import { emailedLink, uniqueTag } from './support/mailbox';
import { ownAccount } from './support/apiCalls';

/**
 * Accounts in the browser: forgot password → the email → a new password, signed in; an
 * admin invites a colleague who chooses a password; the account page. The e2e server has
 * the test SMTP server (tests/e2e/support/mailboxServer.ts) as its SMTP_URL, and the tests read what arrives there.
 * The accounts the reset and the account page change are the tests' own (tests/e2e/support/apiCalls.ts).
 * The journeys run at 1280 px: the reset and invitation pages are the one-column form of
 * layouts/AccountForm.astro, whose phone layout the sign-in and sign-up tests check at 390 px; at
 * 390 px the phone menu leads to the account page, which fits the screen (auth.spec.ts).
 */

const STRONG = 'amber tides over basalt cliffs';

test('a buyer who forgot the password asks for a link, reads the email and chooses a new password, signed in', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 400/); // the spent link's refusal, which the page then says in words
  const account = await ownAccount('forgetful');
  await page.goto('/sign-in');
  await waitForIslands(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await waitForIslands(page);
  const request = page.getByRole('form', { name: 'Reset your password' });
  await request.getByLabel('Email').fill(account.email);
  await request.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toContainText(account.email);

  const link = await emailedLink(account.email, '/reset-password');
  await page.goto(link);
  await waitForIslands(page);
  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await reset.getByLabel('New password').fill('too short');
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(reset.getByText('Password must be at least 12 characters')).toBeVisible();
  await reset.getByLabel('New password').fill(STRONG);
  await reset.getByRole('button', { name: 'Set new password' }).click();

  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const me = await page.request.get('/api/auth/user');
  expect(me.status()).toBe(200);
  expect((await me.json()).email).toBe(account.email);

  // The link works once.
  await page.goto(link);
  await waitForIslands(page);
  await reset.getByLabel('New password').fill('another strong passphrase here');
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(reset.getByRole('alert')).toHaveText('This reset link has expired or was already used: ask for a new one');
  await expect(reset.getByRole('link', { name: 'Link expired? Ask for a new one' })).toHaveAttribute('href', '/forgot-password');
});

test.describe('staff', () => {
  test.use({ storageState: storageStateFor('admin') });

  test('an admin invites a colleague, who chooses a name and password and is signed in', async ({ page }) => {
    const email = `colleague.${uniqueTag()}@example.com`;
    await page.goto('/admin?tab=users');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Invite a colleague' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Role').selectOption('admin');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, 'Invitation sent', `${email} was sent a link to join Voltfield.`);

    const link = await emailedLink(email, '/invitation');
    // The colleague opens it in a browser of their own: nobody signed in.
    await page.context().clearCookies();
    await page.goto(link);
    await waitForIslands(page);
    const form = page.getByRole('form', { name: 'Accept invitation' });
    await expect(form).toContainText(`${ADMIN.firstName} ${ADMIN.lastName} invited ${email} to join Voltfield as Admin.`);
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await form.getByLabel('First name').fill('Morgan');
    await form.getByLabel('Last name').fill('Lee');
    await form.getByLabel('Password').fill(STRONG);
    await form.getByRole('button', { name: 'Create my account' }).click();

    await expect(page).toHaveURL('/dashboard');
    const me = await page.request.get('/api/auth/user');
    expect(await me.json()).toMatchObject({ email, firstName: 'Morgan', lastName: 'Lee', role: 'admin' });
  });
});

test('the account page, reached from the account menu, changes the name, the password and the emails, and signs out everywhere', async ({
  page,
  playwright,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 400/); // the wrong current password, said under its field
  const account = await ownAccount('settings');
  await page.context().addCookies(account.cookies);
  const elsewhere = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL! });
  expect((await elsewhere.post('/api/auth/login', { data: { email: account.email, password: account.password } })).status()).toBe(200);

  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.locator('#menu-user').getByRole('link', { name: 'Account settings' }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await waitForIslands(page);

  const profile = page.getByRole('form', { name: 'Profile' });
  await expect(profile.getByLabel('First name')).toHaveValue('Jordan');
  await expect(profile).toContainText(account.email);
  await expect(profile).toContainText('Buyer');
  await profile.getByLabel('First name').fill('Jordana');
  await profile.getByLabel('Organization (optional)').fill('Mesa Storage Partners');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expectToast(page, 'Profile saved', 'Your name and organization are up to date.');
  expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({
    firstName: 'Jordana',
    organizationName: 'Mesa Storage Partners',
  });

  const password = page.getByRole('form', { name: 'Change password' });
  await password.getByLabel('Current password').fill('not my password at all');
  await password.getByLabel('New password').fill(STRONG);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Current password is incorrect')).toBeVisible();
  await password.getByLabel('Current password').fill(account.password);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expectToast(page, 'Password changed', 'You were signed out on every other device.');
  await expect(password.getByLabel('Current password')).toHaveValue('');
  expect((await elsewhere.get('/api/auth/user')).status()).toBe(401);
  expect((await elsewhere.post('/api/auth/login', { data: { email: account.email, password: STRONG } })).status()).toBe(200);

  const quoted = page.getByRole('switch', { name: 'Your request for quote is quoted' });
  await expect(quoted).toBeChecked();
  await expect(page.getByRole('switch', { name: 'A new lead arrives through the contact form' })).toHaveCount(0); // staff's only
  await quoted.click();
  await expect(page.getByRole('status').filter({ hasText: 'email off' })).toHaveText('Your request for quote is quoted: email off.');
  await page.reload();
  await waitForIslands(page);
  await expect(page.getByRole('switch', { name: 'Your request for quote is quoted' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Your request for quote is closed' })).toBeChecked();

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.getByRole('dialog', { name: 'Sign out everywhere?' }).getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL('/sign-in');
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  expect((await elsewhere.get('/api/auth/user')).status()).toBe(401);
  await elsewhere.dispose();
});
