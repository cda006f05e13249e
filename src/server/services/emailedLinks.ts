import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { ROLE_LABELS, type Role } from '../../domain/constants.ts';
import { labelOf } from '../../domain/labels.ts';
import { displayNameOf, INVITATION_TTL_DAYS, RESET_LINK_TTL_MINUTES } from '../../domain/users.ts';
import { hashLinkToken, newLinkToken } from '../auth/linkTokens.ts';
import { oidcProviderHost } from '../auth/oidc.ts';
import type { Database } from '../db/client.ts';
import type { AccountTokenKind } from '../db/schema/accountTokens.ts';
import { accountTokens, type AccountTokenRow, type UserRow } from '../db/schema/index.ts';
import type { ServerEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { enqueueMail } from '../mail/outbox.ts';

/*
 * The single-use links emailed for an account (the account_tokens table): a password reset (an
 * hour) and an invitation (7 days). Only a token's hash is stored; a link is spent when used, and
 * the others of its kind with it.
 */

const MINUTE_MS = 60 * 1000;
const RESET_TTL_MS = RESET_LINK_TTL_MINUTES * MINUTE_MS;
const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * MINUTE_MS;

/** One message for a link that is unknown, used or expired: which of them it was is nobody's business. */
export const RESET_LINK_DEAD = 'This reset link has expired or was already used: ask for a new one';
export const INVITATION_DEAD = 'This invitation has expired or was already used: ask the person who invited you for a new one';

/** What a reset email needs beyond the account: the configuration (SITE_URL for links, the provider), who sent it if staff did. */
export interface ResetMailOptions {
  env: ServerEnv;
  /** The staff member who sent it; null when the person asked for it. */
  sentBy?: UserRow | null;
  now?: Date;
}

/**
 * Queues the password-reset email for an account, in the caller's transaction: a link with a new
 * single-use token good for an hour, or, for an account without a password (it signs in through
 * the organization's provider), a note saying so and no link. A token is drawn and hashed either
 * way, so both cost the same. Answers which of the two was sent.
 */
export async function queueResetEmail(tx: Database, user: UserRow, options: ResetMailOptions): Promise<'link' | 'provider'> {
  const now = options.now ?? new Date();
  const { token, hash } = newLinkToken();
  if (!user.passwordHash) {
    await enqueueMail(
      tx,
      {
        kind: 'password-reset',
        to: user.email,
        userId: user.id,
        idempotencyKey: `password-reset:provider:${hash}`,
        data: { resetUrl: null, expiresInMinutes: RESET_LINK_TTL_MINUTES, providerHint: oidcProviderHost(options.env) },
      },
      options.env,
    );
    return 'provider';
  }
  const [row] = await tx
    .insert(accountTokens)
    .values({
      kind: 'reset',
      tokenHash: hash,
      userId: user.id,
      createdBy: options.sentBy?.id ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TTL_MS),
    })
    .returning({ id: accountTokens.id });
  await enqueueMail(
    tx,
    {
      kind: 'password-reset',
      to: user.email,
      userId: user.id,
      idempotencyKey: `password-reset:${row!.id}`,
      data: {
        resetUrl: new URL(`/reset-password?token=${token}`, options.env.SITE_URL).href,
        expiresInMinutes: RESET_LINK_TTL_MINUTES,
        providerHint: null,
      },
    },
    options.env,
  );
  return 'link';
}

/** Queues an invitation for an address with no account, in the caller's transaction: a single-use link good for 7 days. */
export async function queueInvitation(
  tx: Database,
  staff: UserRow,
  invite: { email: string; role: Role },
  options: { env: ServerEnv; now?: Date },
): Promise<{ expiresAt: Date }> {
  const now = options.now ?? new Date();
  const { token, hash } = newLinkToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const [row] = await tx
    .insert(accountTokens)
    .values({ kind: 'invitation', tokenHash: hash, email: invite.email, role: invite.role, createdBy: staff.id, createdAt: now, expiresAt })
    .returning({ id: accountTokens.id });
  await enqueueMail(
    tx,
    {
      kind: 'invitation',
      to: invite.email,
      userId: null,
      idempotencyKey: `invitation:${row!.id}`,
      data: {
        inviteUrl: new URL(`/invitation?token=${token}`, options.env.SITE_URL).href,
        invitedBy: displayNameOf(staff),
        roleLabel: labelOf(ROLE_LABELS, invite.role),
        expiresInDays: INVITATION_TTL_DAYS,
      },
    },
    options.env,
  );
  return { expiresAt };
}

/**
 * The live token (neither used nor expired) of this kind that a link carries, or undefined.
 * `forUpdate` locks its row: two requests spending one token queue, and the second finds it used.
 */
export async function findLiveToken(
  db: Database,
  kind: AccountTokenKind,
  token: string,
  now: Date,
  { forUpdate = false } = {},
): Promise<AccountTokenRow | undefined> {
  const query = db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashLinkToken(token)),
        eq(accountTokens.kind, kind),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    );
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The live token of a link, or the 400 that says the link is dead. */
export async function requireLiveToken(
  db: Database,
  kind: AccountTokenKind,
  token: string,
  now: Date,
  options: { forUpdate?: boolean } = {},
): Promise<AccountTokenRow> {
  const row = await findLiveToken(db, kind, token, now, options);
  if (!row) throw new ApiError(400, kind === 'reset' ? RESET_LINK_DEAD : INVITATION_DEAD);
  return row;
}

/**
 * Spends every reset link of an account still live: after a reset, a password change or a
 * deactivation, an older email must not open the account again.
 */
export async function spendResetLinks(tx: Database, userId: string, now: Date): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.kind, 'reset'), eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
}

/**
 * Spends every invitation to an address still live, and answers how many were: once one is
 * accepted the others would only fail, and a new one replaces them (the older link may offer
 * another role).
 */
export async function spendInvitations(tx: Database, email: string, now: Date): Promise<number> {
  const spent = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.kind, 'invitation'),
        sql`lower(${accountTokens.email}) = ${email.trim().toLowerCase()}`,
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ id: accountTokens.id });
  return spent.length;
}
