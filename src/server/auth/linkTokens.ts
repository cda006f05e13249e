import { createHash, randomBytes } from 'node:crypto';

/**
 * The secrets of emailed links (password resets, invitations): 32 random bytes, base64url in the
 * link. Only their SHA-256 is stored, so the table cannot be replayed: a plain hash is enough
 * here (unlike passwords) because 256 random bits cannot be guessed, so there is no dictionary
 * to slow down.
 */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

/** Hex SHA-256 of a link's token, as `account_tokens.token_hash` stores it. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
