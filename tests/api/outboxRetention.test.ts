import { eq } from 'drizzle-orm';
import { beforeEach, expect, it, vi } from 'vitest';
import { mailOutbox } from '~/server/db/schema';
import { parseEnv } from '~/server/env';
import { REMOVED_BODY } from '~/server/mail/deliver';
import { enqueueMail } from '~/server/mail/outbox';
import { BODY_REMOVED_BY_RETENTION, OUTBOX_RETENTION, pruneOutbox } from '~/server/mail/retention';
import { runMailWork, startMailLoop } from '~/server/mail/worker';
import { apiContext, describeOnEveryDatabase, type ApiContext } from '../setup/apiContext';
import { TEST_SESSION_SECRET, TEST_SITE_URL } from '../setup/testApp';
import { testLog } from '../setup/testLog';

/**
 * The outbox's retention: sent messages lose their bodies after 30 days and their rows after 180,
 * failed ones after 90 and 365, pending ones never; run by the mail worker on its schedule and by
 * the cron call. The ages are compared by the database, on every database.
 */

const CRON_SECRET = 'cron-secret-for-the-tests-0123456789';
const env = parseEnv({ NODE_ENV: 'test', SITE_URL: TEST_SITE_URL, SESSION_SECRET: TEST_SESSION_SECRET });
const api = apiContext({ env: { CRON_SECRET } });

const DAY_MS = 86_400_000;
const NOW = new Date();
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

function retentionOn(api: ApiContext) {
  let messages = 0;
  /** A message in `status`, written and (when sent) sent `days` ago; answers its id. */
  async function messageAged(
    status: 'pending' | 'sent' | 'failed',
    days: number,
    kind: 'lead-received' | 'password-reset' = 'lead-received',
  ) {
    messages += 1;
    const key = `retention:${messages}`;
    const data =
      kind === 'lead-received'
        ? {
            leadId: messages,
            name: `Lead ${messages}`,
            email: `lead${messages}@example.com`,
            organizationName: null,
            projectType: null,
            details: 'Private details',
          }
        : { resetUrl: `${TEST_SITE_URL}/reset-password?token=t${messages}`, expiresInMinutes: 60, providerHint: null };
    await enqueueMail(api.db, { kind, to: `staff${messages}@voltfield.test`, idempotencyKey: key, data } as never, env);
    const [row] = await api.db
      .update(mailOutbox)
      .set({
        status,
        createdAt: daysAgo(days),
        sentAt: status === 'sent' ? daysAgo(days) : null,
        ...(kind === 'password-reset' && status !== 'pending' ? { textBody: REMOVED_BODY, htmlBody: `<p>${REMOVED_BODY}</p>` } : {}),
      })
      .where(eq(mailOutbox.idempotencyKey, key))
      .returning({ id: mailOutbox.id });
    return row!.id;
  }
  const rows = async () => new Map((await api.db.select().from(mailOutbox)).map((row) => [row.id, row]));
  return { messageAged, rows };
}

describeOnEveryDatabase('the outbox retention', api, (api) => {
  const { messageAged, rows } = retentionOn(api);
  beforeEach(async () => {
    await api.db.delete(mailOutbox);
  });

  it('clears sent bodies after 30 days and deletes sent rows after 180; failed after 90 and 365; never a pending message', async () => {
    expect(OUTBOX_RETENTION).toEqual({ sentBodyDays: 30, sentRowDays: 180, failedBodyDays: 90, failedRowDays: 365 });
    const ids = {
      sentRecent: await messageAged('sent', 29),
      sentOld: await messageAged('sent', 31),
      sentExpired: await messageAged('sent', 181),
      failedRecent: await messageAged('failed', 89),
      failedOld: await messageAged('failed', 91),
      failedExpired: await messageAged('failed', 366),
      pendingAncient: await messageAged('pending', 400),
      resetSentOld: await messageAged('sent', 31, 'password-reset'),
    };

    expect(await pruneOutbox(api.db, NOW)).toEqual({ cleared: 2, deleted: 2 });
    const after = await rows();
    expect([...after.keys()].sort((a, b) => a - b)).toEqual(
      [ids.sentRecent, ids.sentOld, ids.failedRecent, ids.failedOld, ids.pendingAncient, ids.resetSentOld].sort((a, b) => a - b),
    );
    for (const kept of [ids.sentRecent, ids.failedRecent, ids.pendingAncient]) {
      expect(after.get(kept)!.textBody).toContain('Private details');
    }
    for (const cleared of [ids.sentOld, ids.failedOld]) {
      // The record stays: who, what, when and how it went; not the text.
      expect(after.get(cleared)).toMatchObject({ textBody: BODY_REMOVED_BY_RETENTION, htmlBody: `<p>${BODY_REMOVED_BY_RETENTION}</p>` });
      expect(after.get(cleared)!.subject).toMatch(/^New lead: Lead \d+$/);
    }
    expect(after.get(ids.resetSentOld)!.textBody).toBe(REMOVED_BODY);
    // A second run finds nothing more to do.
    expect(await pruneOutbox(api.db, NOW)).toEqual({ cleared: 0, deleted: 0 });
  });

  it("runs in the mail worker's loop on its schedule and in the cron call, with or without a mail server", async () => {
    const old = await messageAged('sent', 200);
    const development = parseEnv({ NODE_ENV: 'development', SITE_URL: TEST_SITE_URL, SESSION_SECRET: TEST_SESSION_SECRET });
    const loop = startMailLoop({ database: async () => api.database, env: development, log: testLog, intervalMs: 600_000 });
    try {
      await vi.waitFor(async () => expect((await rows()).has(old)).toBe(false), { timeout: 20_000 });
    } finally {
      await loop.stop();
    }

    await messageAged('failed', 400);
    const cron = await api.app.request('/api/cron/mail', { headers: { Authorization: `Bearer ${CRON_SECRET}` } });
    expect(cron.status).toBe(200);
    expect(await cron.json()).toMatchObject({ pruned: { cleared: 0, deleted: 1 } });

    await messageAged('sent', 45);
    expect(await runMailWork(api.db, { env: development, log: testLog })).toEqual({ reminders: null, delivery: null, pruned: null });
    expect(await runMailWork(api.db, { env: development, log: testLog, prune: true })).toMatchObject({
      pruned: { cleared: 1, deleted: 0 },
    });
  });
});
