import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { leads, mailOutbox, users, type MailOutboxRow } from '~/server/db/schema';
import { createTestProduct } from '../factories/records';
import { newEmail } from '../factories/users';
import { leadRequest } from '../fixtures/leads';
import { apiContext } from '../setup/apiContext';
import { json, jsonRequest } from '../setup/testApp';

/**
 * The Unicode controls that reorder text (U+202A–U+202E, U+2066–U+2069) never reach an email,
 * whoever typed them: a lead's name, a profile's name, a project's name, or a name stored before
 * they were kept out of what people type. Read from the outbox, as the messages will go.
 */

const api = apiContext({ admin: { firstName: 'Ada', lastName: 'Staff' } });

const OVERRIDE = '\u202E';
const REORDERING = /[\u202A-\u202E\u2066-\u2069]/;

beforeEach(async () => {
  await api.db.delete(mailOutbox);
});

const outbox = () => api.db.select().from(mailOutbox).orderBy(mailOutbox.id);
const parts = (message: MailOutboxRow) => [message.subject, message.textBody, message.htmlBody];

describe('text that would read backwards in an email', () => {
  it("is removed from a lead's name and details in staff's email, and from the lead as stored", async () => {
    const email = newEmail('spoof');
    const response = await api.app.request(
      '/api/leads',
      jsonRequest('POST', {
        ...leadRequest,
        email,
        firstName: 'Eve',
        lastName: `Invoice${OVERRIDE}gnp.exe`,
        organizationName: `Acme \u2067Corp\u2069`,
        details: `See \u202Bthe\u202C attachment`,
      }),
    );
    expect(response.status).toBe(201);
    const [message] = await outbox();
    expect(message!.subject).toBe('New lead: Eve Invoicegnp.exe, Acme Corp');
    for (const part of parts(message!)) expect(part).not.toMatch(REORDERING);
    expect(message!.textBody).toContain('See the attachment');
    const [stored] = await api.db.select().from(leads).where(eq(leads.email, email));
    expect([stored!.lastName, stored!.organizationName, stored!.details]).toEqual(['Invoicegnp.exe', 'Acme Corp', 'See the attachment']);
  });

  it("is removed from a buyer's profile name and a project's name in staff's email of a submitted RFQ", async () => {
    const profile = await api.app.request(
      '/api/auth/profile',
      jsonRequest('PATCH', { firstName: 'Bea', lastName: `Buyer${OVERRIDE}fdp.scr` }, api.buyer),
    );
    expect(profile.status).toBe(200);
    const created = await api.app.request('/api/rfqs', jsonRequest('POST', { projectName: 'Draft', status: 'draft' }, api.buyer));
    const { id } = await json<{ id: number }>(created);
    const product = await createTestProduct(api.db, { price: '100.00' });
    await api.app.request(`/api/rfqs/${id}/items`, jsonRequest('POST', { productId: product.id, quantity: 2 }, api.buyer));
    const submitted = await api.app.request(
      `/api/rfqs/${id}`,
      jsonRequest(
        'PATCH',
        {
          projectName: `Roof \u2066${OVERRIDE}lmth.vni\u2069`,
          shipToAddress: '4100 Industrial Blvd, Austin, TX 78744',
          neededBy: '2099-03-31',
          status: 'submitted',
        },
        api.buyer,
      ),
    );
    expect(submitted.status).toBe(200);
    const [message] = await outbox();
    expect(message!.subject).toBe(`RFQ submitted: Roof lmth.vni (RFQ #${id})`);
    expect(message!.textBody).toContain(`Bea Buyerfdp.scr (${api.buyerUser.email}) submitted Roof lmth.vni (RFQ #${id})`);
    for (const part of parts(message!)) expect(part).not.toMatch(REORDERING);
  });

  it('is removed from a name stored before it was kept out (an invitation names who sent it in its subject)', async () => {
    await api.db
      .update(users)
      .set({ lastName: `Staff${OVERRIDE}kcilc` })
      .where(eq(users.id, api.adminUser.id));
    try {
      const invited = await api.app.request(
        '/api/admin/users/invite',
        jsonRequest('POST', { email: newEmail('new'), role: 'buyer' }, api.admin),
      );
      expect(invited.status).toBe(201);
      const [message] = await outbox();
      expect(message!.subject).toBe('Ada Staffkcilc invited you to Voltfield');
      for (const part of parts(message!)) expect(part).not.toMatch(REORDERING);
    } finally {
      await api.db.update(users).set({ lastName: 'Staff' }).where(eq(users.id, api.adminUser.id));
    }
  });
});
