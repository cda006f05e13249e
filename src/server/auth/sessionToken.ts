import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'voltfield';
const AUDIENCE = 'voltfield:session';

/** A signed session token as the cookie carries it, and when it expires. */
export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

/**
 * The session cookie's value: an HS256 JWT naming the session row (`sid`). The row is the
 * authority (expiry, revocation); the signature stops anyone forging or altering a session id.
 */
export function signSessionToken(key: Uint8Array, sessionId: string, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

/** The session id in a valid token; null for a tampered, expired or foreign token. */
export async function verifySessionToken(key: Uint8Array, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    return typeof payload.sid === 'string' ? payload.sid : null;
  } catch {
    return null;
  }
}
