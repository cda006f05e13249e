import type { Context } from 'hono';
import type { AppEnv } from './context.ts';
import { ApiError } from './errors.ts';
import { hitRateLimit, signInDelaySeconds } from './services/rateLimits.ts';
import type { WithDatabase } from './middleware/session.ts';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Every fixed-window limit of the API, by name: at most `limit` requests per `windowMs` for one
 * subject (an address, an email, a user). Counted in the database, so a limit holds across
 * processes and serverless instances. A test server may multiply every limit by RATE_LIMIT_SCALE
 * (refused in production; src/server/env.ts).
 */
export const RATE_LIMITS = {
  signInPerAddress: { limit: 30, windowMs: 15 * MINUTE_MS },
  registrationPerAddress: { limit: 10, windowMs: HOUR_MS },
  registrationPerEmail: { limit: 5, windowMs: HOUR_MS },
  passwordChangePerUser: { limit: 10, windowMs: HOUR_MS },
  /** "Forgot password?": each request may send an email, so few per address and fewer per address asked about. */
  passwordResetRequestPerAddress: { limit: 10, windowMs: HOUR_MS },
  passwordResetRequestPerEmail: { limit: 3, windowMs: HOUR_MS },
  /** Opening and using reset and invitation links (their tokens cannot be guessed; this bounds the hashing they cost). */
  emailLinkPerAddress: { limit: 30, windowMs: 15 * MINUTE_MS },
  leadPerAddress: { limit: 10, windowMs: HOUR_MS },
  newsletterPerAddress: { limit: 10, windowMs: HOUR_MS },
  /** The solar calculator: a year of hourly simulation, about 20 ms of one core. Far more than a person runs. */
  solarModelPerAddress: { limit: 120, windowMs: 10 * MINUTE_MS },
  /** The costliest endpoint: a few seconds of one core a solve. */
  btmSolvePerAddress: { limit: 20, windowMs: 10 * MINUTE_MS },
  /**
   * Saving a calculation: counted before its body (up to 4 MB) is read, valid or not, so a flood of
   * large bodies stops at the count. Far more than a person saves.
   */
  calculatorSavePerAddress: { limit: 60, windowMs: 10 * MINUTE_MS },
  /** A site's interval data, up to 4 MB a request: counted before the body is read. */
  siteLoadPerAddress: { limit: 30, windowMs: 10 * MINUTE_MS },
} as const satisfies Record<string, { limit: number; windowMs: number }>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * The client's address. Without trusted proxies it is the connection's peer. Behind N trusted
 * proxies (TRUST_PROXY=N; one on Vercel) each proxy appended the address it saw to
 * X-Forwarded-For, so the client is the N-th entry from the right; anything further left was
 * written by the client and proves nothing.
 */
export function clientAddress<E extends AppEnv>(c: Context<E>): string {
  const env = c.var.deps.env();
  const peer = c.env?.clientAddress ?? 'unknown';
  const trustedHops = env.VERCEL ? 1 : env.TRUST_PROXY;
  if (!trustedHops) return peer;
  const chain = [
    ...(c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    peer,
  ];
  return chain[Math.max(0, chain.length - 1 - trustedHops)]!;
}

const TOO_MANY = 'Too many attempts. Please wait and try again.';

/** Counts a hit against each named limit for its subject; answers 429 with Retry-After when one is exceeded. */
export async function enforceRateLimits<E extends WithDatabase>(
  c: Context<E>,
  limits: [name: RateLimitName, subject: string][],
): Promise<void> {
  const { db } = c.var;
  const scale = c.var.deps.env().RATE_LIMIT_SCALE ?? 1;
  for (const [name, subject] of limits) {
    const { limit, windowMs } = RATE_LIMITS[name];
    const outcome = await hitRateLimit(db, { key: `${name}:${subject}`, limit: limit * scale, windowMs });
    if (!outcome.allowed) throw new ApiError(429, TOO_MANY, { headers: { 'Retry-After': String(outcome.retryAfterSeconds) } });
  }
}

/** 429 while failed sign-ins for this account from this address must wait (services/rateLimits.ts). */
export async function enforceSignInBackoff<E extends WithDatabase>(c: Context<E>, key: string): Promise<void> {
  const wait = await signInDelaySeconds(c.var.db, key);
  if (wait > 0) throw new ApiError(429, TOO_MANY, { headers: { 'Retry-After': String(wait) } });
}
