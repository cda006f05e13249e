import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '~/domain/audit';
import type { PendingInvitation, PublicUser } from '~/domain/users';
import { accountTokens, mailOutbox } from '~/server/db/schema';
import { hashLinkToken } from '~/server/auth/linkTokens';
import { INVITATION_NOT_PENDING } from '~/server/services/accountAdministration';
import { INVITATION_DEAD } from '~/server/services/emailedLinks';
import { newEmail } from '../factories/users';
import { apiContext } from '../setup/apiContext';
import { json, jsonRequest, TEST_SITE_URL, withCookies } from '../setup/testApp';

/**
 * Invitations staff have sent and not seen accepted: a new one to an address replaces the older
 * ones, staff list those still pending and revoke one; a replaced or revoked link is refused.
 */

const api = apiContext({ admin: { firstName: 'Ada', lastName: 'Staff' } });

const invite = (email: string, role: string) => api.app.request('/api/admin/users/invite', jsonRequest('POST', { email, role }, api.admin));
const pending = async (jar = api.admin) => json<PendingInvitation[]>(api.app.request('/api/admin/invitations', withCookies(jar)));
const revoke = (id: number | string, jar = api.admin) =>
  api.app.request(`/api/admin/invitations/${id}`, withCookies(jar, { method: 'DELETE' }));

/** The token of the newest invitation emailed to `email`. */
async function newestToken(email: string): Promise<string> {
  const messages = await api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.id);
  const text = messages.filter((row) => row.kind === 'invitation').at(-1)!.textBody;
  return new RegExp(`${TEST_SITE_URL}/invitation\\?token=([\\w-]+)`).exec(text)![1]!;
}
const person = { firstName: 'Ines', lastName: 'Okafor', password: 'granite rivers under copper skies' };
const accept = (token: string) => api.app.request('/api/auth/invitation', jsonRequest('POST', { token, ...person }));
const mine = (list: PendingInvitation[], emails: string[]) => list.filter((invitation) => emails.includes(invitation.email));

describe('invitations staff have sent', () => {
  it('are replaced by a new one to the same address: re-inviting with a lower role refuses the older (admin) link', async () => {
    const email = newEmail('demoted');
    expect((await invite(email, 'admin')).status).toBe(201);
    const adminToken = await newestToken(email);
    expect((await invite(email.toUpperCase(), 'buyer')).status).toBe(201);
    const buyerToken = await newestToken(email.toUpperCase());

    const refused = await accept(adminToken);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: INVITATION_DEAD });
    expect((await api.app.request(`/api/auth/invitation?token=${adminToken}`)).status).toBe(400);
    expect(mine(await pending(), [email, email.toUpperCase()])).toEqual([
      expect.objectContaining({ email: email.toUpperCase(), role: 'buyer' }),
    ]);

    const accepted = await accept(buyerToken);
    expect(accepted.status).toBe(201);
    expect(await json<PublicUser>(accepted)).toMatchObject({ role: 'buyer' });
    const [entry] = await json<AuditEntry[]>(
      api.app.request(`/api/admin/audit?action=user.invited&entityId=${encodeURIComponent(email)}`, withCookies(api.admin)),
    );
    expect(entry!.after).toMatchObject({ role: 'buyer', replacedInvitations: 1 });
  });

  it('are listed while pending only: email, role, who sent it, when, until when; newest first', async () => {
    const [waiting, later, taken, lapsed, withdrawn] = ['waiting', 'later', 'taken', 'lapsed', 'withdrawn'].map(newEmail);
    for (const [email, role] of [
      [waiting, 'developer'],
      [taken, 'buyer'],
      [lapsed, 'buyer'],
      [withdrawn, 'buyer'],
      [later, 'admin'],
    ] as const) {
      expect((await invite(email!, role)).status).toBe(201);
    }
    expect((await accept(await newestToken(taken!))).status).toBe(201);
    await api.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashLinkToken(await newestToken(lapsed!))));
    const before = mine(await pending(), [withdrawn!]);
    expect((await revoke(before[0]!.id)).status).toBe(204);

    const list = mine(await pending(), [waiting!, later!, taken!, lapsed!, withdrawn!]);
    expect(list).toEqual([
      {
        id: expect.any(Number),
        email: later,
        role: 'admin',
        invitedBy: { name: 'Ada Staff', email: api.adminUser.email },
        sentAt: expect.any(String),
        expiresAt: expect.any(String),
      },
      expect.objectContaining({ email: waiting, role: 'developer' }),
    ]);
    const sevenDays = new Date(list[0]!.expiresAt).getTime() - new Date(list[0]!.sentAt).getTime();
    expect(sevenDays).toBe(7 * 86_400_000);
  });

  it("are revoked one at a time: the link is refused at once, it is audited, and it leaves the list; again it's a 404", async () => {
    const email = newEmail('revoked');
    await invite(email, 'admin');
    const token = await newestToken(email);
    const [invitation] = mine(await pending(), [email]);

    expect((await revoke(invitation!.id)).status).toBe(204);
    const refused = await accept(token);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: INVITATION_DEAD });
    expect(mine(await pending(), [email])).toEqual([]);

    const [entry] = await json<AuditEntry[]>(
      api.app.request(`/api/admin/audit?action=user.invitation_revoked&entityId=${encodeURIComponent(email)}`, withCookies(api.admin)),
    );
    expect(entry).toMatchObject({ actor: { id: api.adminUser.id }, before: { email, role: 'admin' }, after: null });

    const again = await revoke(invitation!.id);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: INVITATION_NOT_PENDING });
    expect((await revoke(2_000_000_000)).status).toBe(404);
    const bad = await revoke('abc');
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues).toEqual([{ path: 'id', message: 'Not a valid id' }]);
  });

  it('are for admins only: a buyer gets 403, nobody signed in 401, and the link stays good', async () => {
    const email = newEmail('guarded');
    await invite(email, 'buyer');
    const [invitation] = mine(await pending(), [email]);
    expect((await api.app.request('/api/admin/invitations', withCookies(api.buyer))).status).toBe(403);
    expect((await revoke(invitation!.id, api.buyer)).status).toBe(403);
    expect((await api.app.request('/api/admin/invitations')).status).toBe(401);
    expect((await api.app.request(`/api/admin/invitations/${invitation!.id}`, { method: 'DELETE' })).status).toBe(401);
    expect(mine(await pending(), [email])).toHaveLength(1);
    expect((await accept(await newestToken(email))).status).toBe(201);
  });
});
