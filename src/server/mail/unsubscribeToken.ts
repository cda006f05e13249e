import { errors, jwtVerify, SignJWT } from 'jose';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../domain/notifications.ts';

const ISSUER = 'voltfield';
const AUDIENCE = 'voltfield:unsubscribe';

/**
 * How long a message's unsubscribe link works. Long enough for an old message (US law asks for at
 * least 30 days), short enough that a leaked one does not work for ever; an expired link says where
 * preferences are changed instead.
 */
export const UNSUBSCRIBE_TOKEN_TTL_DAYS = 365;

/**
 * The token in a notification's unsubscribe links: an HS256 JWT with the session key (the one
 * secret the server already has), naming the account (`sub`) and the kind to turn off. Its own
 * audience keeps it from ever passing as a session token, and a session token from passing as one.
 */
export function signUnsubscribeToken(key: Uint8Array, userId: string, kind: NotificationKind, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ kind })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + UNSUBSCRIBE_TOKEN_TTL_DAYS * 86_400)
    .sign(key);
}

export type UnsubscribeTokenResult = { ok: true; userId: string; kind: NotificationKind } | { ok: false; reason: 'expired' | 'invalid' };

/** The account and kind a token names, or why it names none (expired, or not a token of ours). */
export async function verifyUnsubscribeToken(key: Uint8Array, token: string, now = new Date()): Promise<UnsubscribeTokenResult> {
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
    });
    const kind = NOTIFICATION_KINDS.find((candidate) => candidate === payload.kind);
    if (!kind || typeof payload.sub !== 'string') return { ok: false, reason: 'invalid' };
    return { ok: true, userId: payload.sub, kind };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
