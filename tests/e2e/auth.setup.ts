import { expect, test as setup } from '@playwright/test';
import { ADMIN, BUYER, BUYERS, buyerAccount, storageStateFor, type BuyerName } from './accounts';

/**
 * Signs the shared accounts in once per run (each in its own cookie jar) and saves their
 * cookies, so tests start signed in without spending the sign-in rate limits. Tests that sign
 * out use accounts of their own: signing out revokes the session for everyone holding it.
 */
setup('sign in the shared buyer, the RFQ buyers and the admin', async ({ playwright, baseURL }) => {
  const buyer = await playwright.request.newContext({ baseURL });
  const registered = await buyer.post('/api/auth/register', { data: BUYER });
  expect(registered.status(), await registered.text()).toBe(201);
  await buyer.storageState({ path: storageStateFor('buyer') });
  await buyer.dispose();

  for (const name of Object.keys(BUYERS) as BuyerName[]) {
    const context = await playwright.request.newContext({ baseURL });
    const response = await context.post('/api/auth/register', { data: buyerAccount(name) });
    expect(response.status(), await response.text()).toBe(201);
    await context.storageState({ path: storageStateFor(name) });
    await context.dispose();
  }

  const admin = await playwright.request.newContext({ baseURL });
  const signedIn = await admin.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  expect((await signedIn.json()).role).toBe('admin');
  await admin.storageState({ path: storageStateFor('admin') });
  await admin.dispose();
});
