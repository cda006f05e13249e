import type { AddressInfo } from 'node:net';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_KINDS, NOTIFICATION_LABELS } from '~/domain/notifications';
import { signSessionToken } from '~/server/auth/sessionToken';
import { mailOutbox, users, type UserRow } from '~/server/db/schema';
import { parseEnv, type ServerEnv } from '~/server/env';
import { deliverMail, LEASE_MS, MAX_ATTEMPTS, RETRY_DELAYS_MS, type DeliveryOptions } from '~/server/mail/deliver';
import { enqueueMail, staffRecipients, trackMailEnqueued, type MailData } from '~/server/mail/outbox';
import { smtpTransport } from '~/server/mail/transport';
import { signUnsubscribeToken } from '~/server/mail/unsubscribeToken';
import { deliverAfterRequest, runMailWork, startMailLoop } from '~/server/mail/worker';
import { createNodeServer } from '~/server/node/nodeServer';
import { UNSUBSCRIBE_EXPIRED_MESSAGE, UNSUBSCRIBE_INVALID_MESSAGE } from '~/server/routes/mail';
import { createTestProduct } from '../factories/records';
import { createTestUser } from '../factories/users';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../setup/smtpServer';
import { apiContext, describeOnEveryDatabase, type ApiContext } from '../setup/apiContext';
import { createTestApp, jsonRequest, signIn, TEST_SESSION_SECRET, TEST_SITE_URL, withCookies } from '../setup/testApp';
import { linesAt, testLog } from '../setup/testLog';

/**
 * Email through the outbox (decision 042), against a real SMTP server on 127.0.0.1 and the real
 * nodemailer transport: what arrives, the unsubscribe links, one message per event, the server
 * going away mid-run, two workers at once, retries until given up; and the routes around it.
 */

const FROM = 'Voltfield <no-reply@voltfield.test>';
const CRON_SECRET = 'cron-secret-for-the-tests-0123456789';

let smtp: TestSmtpServer;
let mailEnv: ServerEnv;
const mailSettings = () => ({ SMTP_URL: smtp.url, MAIL_FROM: FROM, CRON_SECRET });
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  mailEnv = parseEnv({ NODE_ENV: 'test', SITE_URL: TEST_SITE_URL, SESSION_SECRET: TEST_SESSION_SECRET, ...mailSettings() });
});
afterAll(async () => {
  await smtp.close();
});

/** Staff (the one admin) hear of leads and RFQs; the buyer submits them. */
const api = apiContext({
  env: mailSettings,
  admin: { firstName: 'Ada', lastName: 'Staff' },
  buyer: { firstName: 'Bea', lastName: 'Buyer' },
});

/** Each test starts from an empty outbox, every notification on and every account active. */
function startsClean(api: ApiContext) {
  beforeEach(async () => {
    await api.db.delete(mailOutbox);
    await api.db.update(users).set({ emailPreferences: {}, deactivatedAt: null });
    smtp.messages.length = 0;
  });
}
startsClean(api);

/** Delivery, the outbox and the preferences as one context's database has them. */
function mailOn(api: ApiContext) {
  return {
    deliver: (options: Partial<DeliveryOptions> = {}) =>
      deliverMail(api.db, { transport: smtpTransport(smtp.url, FROM), log: testLog, ...options }),
    outbox: () => api.db.select().from(mailOutbox).orderBy(mailOutbox.id),
    preferencesOf: async (user: UserRow) =>
      (await api.db.select({ preferences: users.emailPreferences }).from(users).where(eq(users.id, user.id)))[0]!.preferences,
    /** A message to `to` for a lead that never was: enough to exercise delivery. */
    enqueueLeadMail: (leadId: number, to: string) =>
      enqueueMail(api.db, { kind: 'lead-received', to, idempotencyKey: `lead-received:${leadId}:${to}`, data: leadData(leadId) }, mailEnv),
  };
}
/** A header's value as it arrived (unfolded: a long header continues on indented lines), e.g. `List-Unsubscribe`. */
const header = (mail: ReceivedMail, name: string) =>
  mail.parsed.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.slice(name.length + 1)
    .replace(/\r?\n(?=[ \t])/g, '')
    .trim();
const at = (base: Date, ms: number) => () => new Date(base.getTime() + ms);
/** How long to wait for the worker to act: ample on a busy machine; a condition met sooner ends the wait at once. */
const WAIT_MS = 20_000;

let leads = 0;
function sendLead(overrides: Record<string, unknown> = {}) {
  leads += 1;
  const body = {
    firstName: 'Dana',
    lastName: 'Whitfield',
    organizationName: 'Whitfield Farms',
    email: `dana${leads}@whitfield.example`,
    projectType: 'land-lease-opportunity',
    details: '640 acres\nnear a 138 kV substation',
    ...overrides,
  };
  return api.app.request('/api/leads', jsonRequest('POST', body));
}

const leadData = (leadId: number): MailData['lead-received'] => ({
  leadId,
  name: `Lead ${leadId}`,
  email: `lead${leadId}@example.com`,
  organizationName: null,
  projectType: null,
  details: null,
});

const { deliver, outbox, preferencesOf, enqueueLeadMail } = mailOn(api);

describe('a new lead', () => {
  it('emails staff one message: sender, recipient, subject, text and HTML, a link back, and an unsubscribe link that works', async () => {
    expect((await sendLead({ email: 'dana@whitfield.example' })).status).toBe(201);
    expect(await outbox()).toEqual([
      expect.objectContaining({
        kind: 'lead-received',
        toAddress: api.adminUser.email,
        userId: api.adminUser.id,
        status: 'pending',
        attempts: 0,
      }),
    ]);

    expect(await deliver()).toEqual({ sent: 1, retrying: 0, failed: 0, unavailable: null });
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages as [ReceivedMail];
    expect(mail.user).toBe('voltfield');
    expect(mail.envelope).toEqual({ from: 'no-reply@voltfield.test', to: [api.adminUser.email] });
    expect(mail.parsed.from?.value).toEqual([{ address: 'no-reply@voltfield.test', name: 'Voltfield' }]);
    expect(mail.parsed.subject).toBe('New lead: Dana Whitfield, Whitfield Farms');
    expect(mail.parsed.messageId).toMatch(/^<\d+\.[0-9a-f]{20}@voltfield\.test>$/);
    const text = mail.parsed.text!;
    expect(text).toContain('Dana Whitfield sent the contact form.');
    expect(text).toContain('Email: dana@whitfield.example\nOrganization: Whitfield Farms\nProject type: Land lease opportunity');
    expect(text).toContain(`Open the lead: ${TEST_SITE_URL}/admin?q=dana%40whitfield.example`);
    expect(text).toContain(`Voltfield: ${TEST_SITE_URL}`);
    const html = mail.parsed.html as string;
    expect(html).toContain(`<a href="${TEST_SITE_URL}" style="color:#047857;text-decoration:none;">Voltfield</a>`);
    expect(html).toContain('640 acres<br>near a 138 kV substation');

    // The unsubscribe link is in both parts, and the headers carry the one-click form of it.
    const link = /^Unsubscribe: (\S+)$/m.exec(text)![1]!;
    expect(link).toMatch(new RegExp(`^${TEST_SITE_URL}/unsubscribe\\?token=[\\w.-]+$`));
    expect(html).toContain(`href="${link}"`);
    expect(header(mail, 'List-Unsubscribe')).toMatch(
      new RegExp(`^<${TEST_SITE_URL}/api/email/unsubscribe\\?token=[\\w.-]+> \\(Unsubscribe\\)$`),
    );
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const token = new URL(link).searchParams.get('token');
    const off = await api.app.request('/api/email/unsubscribe', jsonRequest('POST', { token }));
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ kind: 'lead-received', description: NOTIFICATION_LABELS['lead-received'] });
    expect(await preferencesOf(api.adminUser)).toEqual({ 'lead-received': false });

    // The next lead writes nothing for that account, and nothing goes.
    expect((await sendLead()).status).toBe(201);
    expect(await outbox()).toHaveLength(1);
    expect(await deliver()).toMatchObject({ sent: 0 });
    expect(smtp.messages).toHaveLength(1);
  });

  it("unsubscribes through the List-Unsubscribe header's one-click POST (RFC 8058); merely opening it changes nothing", async () => {
    await sendLead();
    await deliver();
    const url = /^<([^>]+)>/.exec(header(smtp.messages[0]!, 'List-Unsubscribe')!)![1]!;

    const opened = await api.app.request(url);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await opened.text()).toContain(`<a href="/unsubscribe?token=${new URL(url).searchParams.get('token')}">`);
    expect(await preferencesOf(api.adminUser)).toEqual({});

    // What a mail provider sends: a form body, no Origin, no cookie.
    const clicked = await api.app.request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBe(200);
    expect(await preferencesOf(api.adminUser)).toEqual({ 'lead-received': false });
  });

  it('writes nothing when the lead is not stored: a duplicate within ten minutes, or a honeypot', async () => {
    const lead = { email: 'twice@whitfield.example', details: 'Same details' };
    await sendLead(lead);
    await sendLead(lead);
    await sendLead({ website: 'https://spam.example' });
    expect(await outbox()).toHaveLength(1);
  });
});

describe('a submitted RFQ', () => {
  it('emails staff in the transaction of the submission, and a refused submission writes nothing', async () => {
    const create = async () => {
      const response = await api.app.request('/api/rfqs', jsonRequest('POST', { projectName: 'Plant 4', status: 'draft' }, api.buyer));
      return ((await response.json()) as { id: number }).id;
    };
    const submission = {
      projectName: 'Plant 4 rooftop',
      shipToAddress: '4100 Industrial Blvd, Austin, TX 78744',
      neededBy: '2099-03-31',
      status: 'submitted',
    };

    const empty = await create();
    expect((await api.app.request(`/api/rfqs/${empty}`, jsonRequest('PATCH', submission, api.buyer))).status).toBe(409);
    expect(await outbox()).toEqual([]);

    const id = await create();
    const product = await createTestProduct(api.db, { price: '100.00' });
    await api.app.request(`/api/rfqs/${id}/items`, jsonRequest('POST', { productId: product.id, quantity: 3 }, api.buyer));
    expect((await api.app.request(`/api/rfqs/${id}`, jsonRequest('PATCH', submission, api.buyer))).status).toBe(200);
    const [message] = await outbox();
    expect(message).toMatchObject({
      kind: 'rfq-submitted',
      toAddress: api.adminUser.email,
      subject: `RFQ submitted: Plant 4 rooftop (RFQ #${id})`,
      status: 'pending',
    });
    expect(message!.textBody).toContain(`Bea Buyer (${api.buyerUser.email}) submitted Plant 4 rooftop (RFQ #${id}) with 1 item.`);
  });
});

describe('what is enqueued', () => {
  it('sends a password reset without any unsubscribe link, even to an account that turned every notification off, and keeps no link after', async () => {
    await api.db
      .update(users)
      .set({ emailPreferences: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, false])) })
      .where(eq(users.id, api.buyerUser.id));
    const resetUrl = `${TEST_SITE_URL}/reset-password?token=single-use-token`;
    const written = await enqueueMail(
      api.db,
      {
        kind: 'password-reset',
        to: api.buyerUser.email,
        userId: api.buyerUser.id,
        idempotencyKey: `password-reset:test:${api.buyerUser.id}`,
        data: { resetUrl, expiresInMinutes: 60, providerHint: null },
      },
      mailEnv,
    );
    expect(written).toBe(true);
    expect(await deliver()).toMatchObject({ sent: 1 });
    const [mail] = smtp.messages as [ReceivedMail];
    expect(mail.parsed.subject).toBe('Reset your Voltfield password');
    expect(mail.parsed.text).toContain(`Choose a new password: ${resetUrl}`);
    expect(mail.parsed.text).toContain('The link works once, for 60 minutes.');
    expect(mail.parsed.html).toContain(`href="${resetUrl}"`);
    expect(`${mail.parsed.text}${mail.parsed.html}`).not.toMatch(/unsubscribe/i);
    expect(header(mail, 'List-Unsubscribe')).toBeUndefined();
    // The link signs someone in: once sent, the outbox keeps the record, not the link.
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'sent', unsubscribeUrl: null });
    expect(`${row!.textBody}${row!.htmlBody}`).not.toContain('single-use-token');
  });

  it("skips a notification the account turned off or a deactivated account's, not the kinds that always go", async () => {
    const person = await createTestUser(api.db);
    const quote = (key: string) =>
      enqueueMail(
        api.db,
        {
          kind: 'quote-sent',
          to: person.email,
          userId: person.id,
          idempotencyKey: key,
          data: { rfqId: 7, projectName: 'Barn roof', total: '$12,345.00', validUntil: '2099-01-31', note: null },
        },
        mailEnv,
      );
    await api.db
      .update(users)
      .set({ emailPreferences: { 'quote-sent': false } })
      .where(eq(users.id, person.id));
    expect(await quote('a')).toBe(false);
    const closed = { rfqId: 7, projectName: 'Barn roof', reason: 'Project cancelled' };
    expect(
      await enqueueMail(api.db, { kind: 'rfq-closed', to: person.email, userId: person.id, idempotencyKey: 'b', data: closed }, mailEnv),
    ).toBe(true);

    await api.db.update(users).set({ emailPreferences: {}, deactivatedAt: new Date() }).where(eq(users.id, person.id));
    expect(await quote('c')).toBe(false);
    const invitation = { inviteUrl: `${TEST_SITE_URL}/invitation?token=x`, invitedBy: 'Ada Staff', roleLabel: 'Buyer', expiresInDays: 7 };
    expect(
      await enqueueMail(
        api.db,
        { kind: 'invitation', to: person.email, userId: person.id, idempotencyKey: 'd', data: invitation },
        mailEnv,
      ),
    ).toBe(true);
  });

  it('tells ADMIN_EMAILS when set (an address with an account follows its choices), else every active admin who has not opted out', async () => {
    const second = await createTestUser(api.db, { role: 'admin' });
    const gone = await createTestUser(api.db, { role: 'admin' });
    await api.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.id));
    await api.db
      .update(users)
      .set({ emailPreferences: { 'rfq-submitted': false } })
      .where(eq(users.id, second.id));
    const byEmail = (list: { to: string }[]) => list.map((recipient) => recipient.to).sort();
    expect(byEmail(await staffRecipients(api.db, 'lead-received', mailEnv))).toEqual([api.adminUser.email, second.email].sort());
    expect(await staffRecipients(api.db, 'rfq-submitted', mailEnv)).toEqual([{ to: api.adminUser.email, userId: api.adminUser.id }]);

    const listed = { ...mailEnv, ADMIN_EMAILS: ['ops@voltfield.test', second.email.toLowerCase()] };
    expect(await staffRecipients(api.db, 'lead-received', listed)).toEqual(
      [
        { to: 'ops@voltfield.test', userId: null },
        { to: second.email, userId: second.id },
      ].sort((a, b) => a.to.localeCompare(b.to)),
    );
    expect(await staffRecipients(api.db, 'rfq-submitted', listed)).toEqual([{ to: 'ops@voltfield.test', userId: null }]);

    // An address without an account has nothing to unsubscribe from: its message says why it came.
    await enqueueLeadMail(3, 'ops@voltfield.test');
    const [row] = await outbox();
    expect(row!.unsubscribeUrl).toBeNull();
    expect(row!.textBody).toContain("this address is on Voltfield's staff list (ADMIN_EMAILS)");
    expect(row!.textBody).not.toMatch(/unsubscribe/i);
    await api.db
      .update(users)
      .set({ role: 'buyer' })
      .where(inArray(users.id, [second.id, gone.id]));
  });
});

// Whether a message is written once and sent once is decided by the database (a unique key, claims
// that skip locked rows, leases, timestamps to the microsecond): on every database.
describeOnEveryDatabase('the outbox', api, (api) => {
  startsClean(api);
  const { deliver, outbox, enqueueLeadMail } = mailOn(api);

  it('writes one message per event: the second enqueue of a key is a no-op, and the message goes once', async () => {
    expect(await enqueueLeadMail(1, 'ops@voltfield.test')).toBe(true);
    expect(await enqueueLeadMail(1, 'ops@voltfield.test')).toBe(false);
    // Two transactions at once (two instances handling the same event): still one row.
    const both = await Promise.all([
      api.db.transaction((tx) =>
        enqueueMail(tx, { kind: 'lead-received', to: 'ops@voltfield.test', idempotencyKey: 'race', data: leadData(2) }, mailEnv),
      ),
      api.db.transaction((tx) =>
        enqueueMail(tx, { kind: 'lead-received', to: 'ops@voltfield.test', idempotencyKey: 'race', data: leadData(2) }, mailEnv),
      ),
    ]);
    expect(both.sort()).toEqual([false, true]);
    expect(await deliver()).toMatchObject({ sent: 2 });
    expect(await deliver()).toMatchObject({ sent: 0 });
    expect(smtp.messages.map((mail) => mail.parsed.subject).sort()).toEqual(['New lead: Lead 1', 'New lead: Lead 2']);
  });

  describe('delivery', () => {
    it('loses nothing when the mail server stops mid-run, and sends everything once when it is back', async () => {
      for (const leadId of [11, 12, 13]) await enqueueLeadMail(leadId, `staff${leadId}@voltfield.test`);
      const start = new Date();
      const stopped = smtp.stopAfter(1);
      const first = await deliver({ now: at(start, 0) });
      await stopped;
      expect(first).toEqual({ sent: 1, retrying: 1, failed: 0, unavailable: expect.stringContaining('ECONNREFUSED') });
      const [sent, refused, untried] = await outbox();
      expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null, claimedUntil: null });
      // The one refused waits a minute, with its reason; the rest were never tried: they wait as they were.
      expect(refused).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastError: expect.stringContaining('ECONNREFUSED'),
        claimedUntil: null,
      });
      expect(refused!.nextAttemptAt).toEqual(new Date(start.getTime() + RETRY_DELAYS_MS[0]));
      expect(untried).toMatchObject({ status: 'pending', attempts: 0, lastError: null, claimedUntil: null });
      expect(smtp.messages).toHaveLength(1);

      // Still down a little later: the untried one is refused in turn and waits too; nothing is sent or lost.
      expect(await deliver({ now: at(start, 1_000) })).toMatchObject({ sent: 0, retrying: 1 });

      await smtp.start();
      expect(await deliver({ now: at(start, 30_000) })).toMatchObject({ sent: 0, retrying: 0 }); // neither is due yet
      expect(await deliver({ now: at(start, 61_000) })).toEqual({ sent: 2, retrying: 0, failed: 0, unavailable: null });
      expect(await deliver({ now: at(start, 3_600_000) })).toMatchObject({ sent: 0 });
      expect(smtp.messages.map((mail) => mail.envelope.to[0]).sort()).toEqual([
        'staff11@voltfield.test',
        'staff12@voltfield.test',
        'staff13@voltfield.test',
      ]);
      expect((await outbox()).map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    });

    it('sends each message once when two runs deliver at the same time', async () => {
      const count = 12;
      for (let leadId = 100; leadId < 100 + count; leadId += 1) await enqueueLeadMail(leadId, `staff${leadId}@voltfield.test`);
      const [one, two] = await Promise.all([deliver({ batchSize: 2 }), deliver({ batchSize: 2 })]);
      expect(one.sent + two.sent).toBe(count);
      expect(Math.min(one.sent, two.sent), 'both runs took part').toBeGreaterThan(0);
      expect(smtp.messages).toHaveLength(count);
      expect(new Set(smtp.messages.map((mail) => mail.parsed.messageId)).size).toBe(count);
      expect((await outbox()).map((row) => [row.status, row.attempts])).toEqual(Array.from({ length: count }, () => ['sent', 1]));
    });

    // The database keeps microseconds, a JavaScript date milliseconds: a message written within the
    // millisecond a run starts in is due in that run (three of nine PostgreSQL runs of this suite failed on it).
    it('takes a message written within the same millisecond as the run', async () => {
      await enqueueLeadMail(21, 'staff21@voltfield.test');
      await api.db.update(mailOutbox).set({ nextAttemptAt: sql`'2026-11-28T08:00:00.000600Z'::timestamptz` });
      expect(await deliver({ now: () => new Date('2026-11-28T08:00:00.000Z') })).toEqual({
        sent: 1,
        retrying: 0,
        failed: 0,
        unavailable: null,
      });
    });

    it('tries again after 1 min, 5 min, 30 min, 2 h and 12 h, then gives up and keeps the reason', async () => {
      smtp.refuse('busy@example.com', 451, '4.2.0 Mailbox busy, try later');
      await enqueueLeadMail(20, 'busy@example.com');
      const start = new Date();
      expect(await deliver({ now: at(start, 0) })).toEqual({ sent: 0, retrying: 1, failed: 0, unavailable: null });
      let elapsed = 0;
      for (const [index, delay] of RETRY_DELAYS_MS.entries()) {
        expect(await deliver({ now: at(start, elapsed + delay - 1) }), `not due before ${delay} ms`).toMatchObject({
          retrying: 0,
          failed: 0,
        });
        elapsed += delay;
        const last = index === RETRY_DELAYS_MS.length - 1;
        expect(await deliver({ now: at(start, elapsed) })).toEqual({
          sent: 0,
          retrying: last ? 0 : 1,
          failed: last ? 1 : 0,
          unavailable: null,
        });
      }
      const [row] = await outbox();
      expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: '451 4.2.0 Mailbox busy, try later', sentAt: null });
      expect(MAX_ATTEMPTS).toBe(6);
      expect(await deliver({ now: at(start, elapsed + 86_400_000) })).toMatchObject({ retrying: 0, failed: 0 });
      expect(smtp.messages).toEqual([]);
    });

    it('gives up at once on a permanent refusal, and goes on with the other messages', async () => {
      smtp.refuse('nobody@example.com', 550, '5.1.1 No such user');
      await enqueueLeadMail(30, 'nobody@example.com');
      await enqueueLeadMail(31, 'staff31@voltfield.test');
      expect(await deliver()).toEqual({ sent: 1, retrying: 0, failed: 1, unavailable: null });
      expect((await outbox()).map((row) => [row.status, row.attempts, row.lastError])).toEqual([
        ['failed', 1, '550 5.1.1 No such user'],
        ['sent', 1, null],
      ]);
    });

    it('leaves a message another worker holds alone until its lease runs out, then sends it (a worker that died)', async () => {
      await enqueueLeadMail(40, 'staff40@voltfield.test');
      const start = new Date();
      await api.db.update(mailOutbox).set({ claimedUntil: new Date(start.getTime() + LEASE_MS), attempts: 1 });
      expect(await deliver({ now: at(start, 0) })).toMatchObject({ sent: 0 });
      expect(await deliver({ now: at(start, LEASE_MS) })).toMatchObject({ sent: 1 });
      expect(await outbox()).toEqual([expect.objectContaining({ status: 'sent', attempts: 2 })]);
      expect(smtp.messages).toHaveLength(1);
    });
  });
});

describe('where the worker runs', () => {
  /** Development's configuration: no SMTP_URL, so mail stays in the outbox. */
  const development = parseEnv({ NODE_ENV: 'development', SITE_URL: TEST_SITE_URL, SESSION_SECRET: TEST_SESSION_SECRET });

  it("runs on the Node server's loop, a run at a time, and stops cleanly before the database closes", async () => {
    let runs = 0;
    const loop = startMailLoop({ database: async () => ((runs += 1), api.database), env: mailEnv, log: testLog, intervalMs: 20 });
    await enqueueLeadMail(60, 'staff60@voltfield.test');
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(1), { timeout: WAIT_MS });
    await loop.stop();
    const runsWhenStopped = runs;
    await enqueueLeadMail(61, 'staff61@voltfield.test');
    // A control loop at the same pace, keeping its mail in the outbox (no SMTP_URL): by the time it
    // has run five times, a loop that had not stopped would have run again and sent message 61.
    let controlRuns = 0;
    const control = startMailLoop({
      database: async () => ((controlRuns += 1), api.database),
      env: development,
      log: testLog,
      intervalMs: 20,
    });
    await vi.waitFor(() => expect(controlRuns).toBeGreaterThanOrEqual(5), { timeout: WAIT_MS });
    await control.stop();
    expect(runs).toBe(runsWhenStopped);
    expect(smtp.messages).toHaveLength(1);
    expect((await outbox()).map((row) => row.status)).toEqual(['sent', 'pending']);
  });

  it('wakes the loop when a request writes mail, rather than waiting for its next run', async () => {
    let runs = 0;
    // A message waits at start: the first run sends it; the next would come ten minutes later.
    await enqueueLeadMail(64, 'staff64@voltfield.test');
    const loop = startMailLoop({
      database: async () => {
        runs += 1;
        return api.database;
      },
      env: mailEnv,
      log: testLog,
      intervalMs: 600_000,
    });
    // The first run has made its last claim once it logs what it sent: what is written after that is the next run's.
    await vi.waitFor(() => expect(linesAt('info')).toContainEqual(expect.objectContaining({ msg: 'mail delivery run', sent: 1 })), {
      timeout: WAIT_MS,
    });
    expect(runs).toBe(1);
    await enqueueLeadMail(63, 'staff63@voltfield.test');
    loop.wake();
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(2), { timeout: WAIT_MS });
    expect(runs).toBe(2);
    await loop.stop();
  });

  it('the Node server wakes it after an API request that wrote mail, not after one that wrote none', async () => {
    let wakes = 0;
    const server = createNodeServer({
      app: api.app,
      site: { serve: (_req, _res, miss) => miss() },
      pages: (_req, res) => res.writeHead(404).end(),
      production: false,
      log: testLog,
      onMailEnqueued: () => (wakes += 1),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${origin}/api/health`)).status).toBe(200);
      expect(wakes).toBe(0);
      const lead = {
        firstName: 'Dana',
        lastName: 'Whitfield',
        organizationName: 'Whitfield Farms',
        email: 'dana.node@whitfield.example',
        projectType: 'land-lease-opportunity',
        details: '640 acres',
      };
      const response = await fetch(`${origin}/api/leads`, jsonRequest('POST', lead));
      expect(response.status, await response.clone().text()).toBe(201);
      expect(wakes).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('delivers, on Vercel, right after the request that wrote the mail (and not after one that wrote none)', async () => {
    const idle = await trackMailEnqueued(async () => api.app.request('/api/health'));
    expect(idle.enqueued).toBe(0);
    const { result, enqueued } = await trackMailEnqueued(async () => sendLead());
    expect([result.status, enqueued]).toEqual([201, 1]);
    await deliverAfterRequest({ database: async () => api.database, env: mailEnv, log: testLog });
    expect(smtp.messages.map((mail) => mail.envelope.to)).toEqual([[api.adminUser.email]]);
  });

  it('keeps mail in the outbox without SMTP_URL: the loop writes nothing and tries nothing', async () => {
    await enqueueLeadMail(62, 'staff62@voltfield.test');
    expect(await runMailWork(api.db, { env: development, log: testLog })).toEqual({ reminders: null, delivery: null, pruned: null });
    await deliverAfterRequest({ database: async () => api.database, env: development, log: testLog });
    expect(await outbox()).toEqual([expect.objectContaining({ status: 'pending', attempts: 0, lastError: null })]);
  });
});

describe('GET /api/admin/emails', () => {
  async function fill() {
    for (let leadId = 200; leadId < 230; leadId += 1) await enqueueLeadMail(leadId, `staff${leadId}@voltfield.test`);
    const invitation = {
      inviteUrl: `${TEST_SITE_URL}/invitation?token=secret-invite`,
      invitedBy: 'Ada Staff',
      roleLabel: 'Buyer',
      expiresInDays: 7,
    };
    await enqueueMail(api.db, { kind: 'invitation', to: 'new@example.com', idempotencyKey: 'invite', data: invitation }, mailEnv);
    await api.db
      .update(mailOutbox)
      .set({ status: 'failed', lastError: '550 No such user' })
      .where(and(eq(mailOutbox.kind, 'lead-received'), sql`${mailOutbox.id} % 10 = 0`));
  }
  const list = (query: string, jar = api.admin, on = api.app) => on.request(`/api/admin/emails${query}`, withCookies(jar));

  it('pages the outbox newest first with the total, and says whether mail is sent', async () => {
    await fill();
    const first = await list('');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-total-count')).toBe('31');
    expect(first.headers.get('x-mail-delivery')).toBe('smtp');
    const page = (await first.json()) as { id: number; kind: string; to: string; subject: string }[];
    expect(page).toHaveLength(25);
    expect(page[0]).toMatchObject({ kind: 'invitation', to: 'new@example.com', subject: 'Ada Staff invited you to Voltfield' });
    expect(page.map((email) => email.id)).toEqual([...page.map((email) => email.id)].sort((a, b) => b - a));
    expect(await (await list('?page=2')).json()).toHaveLength(6);

    const outboxOnly = createTestApp(api.database);
    expect((await list('', await signIn(outboxOnly, api.adminUser.email), outboxOnly)).headers.get('x-mail-delivery')).toBe('outbox');
  });

  it('filters by status and kind', async () => {
    await fill();
    const failed = (await (await list('?status=failed')).json()) as { status: string }[];
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((email) => email.status === 'failed')).toBe(true);
    const invitations = await list('?kind=invitation&status=pending');
    expect(invitations.headers.get('x-total-count')).toBe('1');
  });

  it.each([
    ['?status=lost', 'status', 'Status must be one of: pending, sent, failed'],
    ['?kind=newsletter', 'kind', expect.stringMatching(/^Kind must be one of: lead-received, /)],
    ['?page=0', 'page', 'Page must be a whole number from 1 to 10,000'],
    ['?sort=oldest', 'sort', 'Unknown parameter'],
  ])('refuses %s, naming the field', async (query, path, message) => {
    const response = await list(query);
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([{ path, message }]);
  });

  it('is for admins only', async () => {
    expect((await list('', api.buyer)).status).toBe(403);
    expect((await api.app.request('/api/admin/emails')).status).toBe(401);
    expect((await api.app.request('/api/admin/emails/1', withCookies(api.buyer))).status).toBe(403);
  });

  it('opens one message with its text and HTML; 404 for none, 400 for a bad id', async () => {
    await enqueueLeadMail(300, 'staff300@voltfield.test');
    const [row] = await outbox();
    const response = await api.app.request(`/api/admin/emails/${row!.id}`, withCookies(api.admin));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: row!.id,
      kind: 'lead-received',
      subject: 'New lead: Lead 300',
      status: 'pending',
      text: row!.textBody,
      html: row!.htmlBody,
      withheld: null,
    });
    const missing = await api.app.request('/api/admin/emails/999999', withCookies(api.admin));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Email not found' });
    expect((await api.app.request('/api/admin/emails/abc', withCookies(api.admin))).status).toBe(400);
  });

  it('withholds the body of an invitation or a password reset in production', async () => {
    await fill();
    const [invitation] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'invitation'));
    const production = createTestApp(api.database, { env: { NODE_ENV: 'production', DATABASE_URL: 'postgres://injected/by-test' } });
    const jar = await signIn(production, api.adminUser.email);
    const body = await (await production.request(`/api/admin/emails/${invitation!.id}`, withCookies(jar))).json();
    expect(body).toMatchObject({ text: null, html: null, withheld: expect.stringContaining('single-use sign-in link') });
    expect(JSON.stringify(body)).not.toContain('secret-invite');
    // Development shows it: that is how a developer follows the link.
    expect(await (await api.app.request(`/api/admin/emails/${invitation!.id}`, withCookies(api.admin))).json()).toMatchObject({
      text: expect.stringContaining('secret-invite'),
    });
  });
});

describe('GET /api/cron/mail', () => {
  const cron = (authorization?: string, on = api.app) =>
    on.request('/api/cron/mail', authorization ? { headers: { Authorization: authorization } } : {});

  it('answers 401 without the secret, with another, or when none is configured', async () => {
    for (const response of [
      await cron(),
      await cron('Bearer wrong-secret'),
      await cron(CRON_SECRET),
      await cron('Bearer ', createTestApp(api.database)),
      await cron('Bearer undefined', createTestApp(api.database)),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Unauthorized' });
    }
  });

  it('delivers what is due when Vercel calls it with the secret', async () => {
    await enqueueLeadMail(50, 'staff50@voltfield.test');
    const response = await cron(`Bearer ${CRON_SECRET}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      reminders: expect.any(Number),
      delivery: { sent: 1, retrying: 0, failed: 0, unavailable: null },
      pruned: { cleared: 0, deleted: 0 },
    });
    expect(smtp.messages).toHaveLength(1);
  });
});

describe('POST /api/email/unsubscribe', () => {
  const key = new TextEncoder().encode(TEST_SESSION_SECRET);
  const post = (body: unknown) => api.app.request('/api/email/unsubscribe', jsonRequest('POST', body));

  it('turns the kind off for the account the token names, and only that kind', async () => {
    await api.db
      .update(users)
      .set({ emailPreferences: { 'rfq-closed': false } })
      .where(eq(users.id, api.buyerUser.id));
    const response = await post({ token: await signUnsubscribeToken(key, api.buyerUser.id, 'quote-sent') });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ kind: 'quote-sent', description: NOTIFICATION_LABELS['quote-sent'] });
    expect(await preferencesOf(api.buyerUser)).toEqual({ 'rfq-closed': false, 'quote-sent': false });
  });

  it.each([
    [
      'an expired token',
      async () => signUnsubscribeToken(key, api.buyerUser.id, 'quote-sent', new Date(Date.now() - 366 * 86_400_000)),
      UNSUBSCRIBE_EXPIRED_MESSAGE,
    ],
    [
      'a token signed with another key',
      async () => signUnsubscribeToken(new TextEncoder().encode('another-secret-another-secret-0123'), api.buyerUser.id, 'quote-sent'),
      UNSUBSCRIBE_INVALID_MESSAGE,
    ],
    ['a session token', async () => signSessionToken(key, api.buyerUser.id, new Date(Date.now() + 60_000)), UNSUBSCRIBE_INVALID_MESSAGE],
    ['a broken token', async () => 'not-a-token', UNSUBSCRIBE_INVALID_MESSAGE],
  ])('answers 400 with a clear message for %s, and changes nothing', async (_label, token, message) => {
    const response = await post({ token: await token() });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message, issues: [{ path: 'token', message }] });
    expect(await preferencesOf(api.buyerUser)).toEqual({});
  });

  it('names the token when it is missing, and wants JSON', async () => {
    const missing = await post({});
    expect(missing.status).toBe(400);
    expect((await missing.json()).issues).toEqual([{ path: 'token', message: 'Token is required: open the link from the email' }]);
    const form = await api.app.request('/api/email/unsubscribe', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' });
    expect(form.status).toBe(415);
  });

  it('leads a GET to the unsubscribe page and nowhere else', async () => {
    const response = await api.app.request('/api/email/unsubscribe?token=a.b.c');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<a href="/unsubscribe?token=a.b.c">');
    expect(html).not.toContain('<script');
    expect(await (await api.app.request('/api/email/unsubscribe')).text()).toContain('<a href="/unsubscribe">');
  });
});
