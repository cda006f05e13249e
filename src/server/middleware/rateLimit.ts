import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { ApiError } from '../errors.ts';
import { hitRateLimit, type RateLimitRule } from '../services/rateLimits.ts';

/** The client's address: the proxy's X-Forwarded-For where it is trusted (Vercel, TRUST_PROXY), else the socket's. */
export function clientAddress(c: Context<AppEnv>): string {
  const env = c.var.deps.env();
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if ((env.VERCEL || env.TRUST_PROXY) && forwarded) return forwarded;
  return c.env?.clientAddress ?? 'unknown';
}

/** Counts a hit against every rule; answers 429 with Retry-After when any is exceeded. */
export async function enforceRateLimits(c: Context<AppEnv>, rules: RateLimitRule[]): Promise<void> {
  const { db } = await c.var.deps.database();
  for (const rule of rules) {
    const outcome = await hitRateLimit(db, rule);
    if (!outcome.allowed) {
      throw new ApiError(429, 'Too many attempts. Please wait and try again.', {
        headers: { 'Retry-After': String(outcome.retryAfterSeconds) },
      });
    }
  }
}
