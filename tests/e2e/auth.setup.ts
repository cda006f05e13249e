import { expect, test as setup } from '@playwright/test';
import { ADMIN, BUYER, BUYERS, DEMO_BUYER, buyerAccount, storageStateFor, type BuyerName } from './support/accounts';

/**
 * Signs the shared accounts in once per run (each in its own cookie jar) and saves their
 * cookies, so tests start signed in without signing in. Tests that sign out use accounts of their
 * own: signing out revokes the session for everyone holding it.
 */
setup('sign in the shared buyer, the RFQ buyers, the demo buyer and the admin', async ({ playwright, baseURL }) => {
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

  const demoBuyer = await playwright.request.newContext({ baseURL });
  const demoSignedIn = await demoBuyer.post('/api/auth/login', { data: { email: DEMO_BUYER.email, password: DEMO_BUYER.password } });
  expect(demoSignedIn.status(), await demoSignedIn.text()).toBe(200);
  await demoBuyer.storageState({ path: storageStateFor('demo-buyer') });
  await demoBuyer.dispose();

  const admin = await playwright.request.newContext({ baseURL });
  const signedIn = await admin.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  expect((await signedIn.json()).role).toBe('admin');
  await admin.storageState({ path: storageStateFor('admin') });
  await admin.dispose();
});
