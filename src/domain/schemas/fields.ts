import { z } from 'zod';

/** An email address, trimmed, with the spec's message whether it is missing or malformed. */
export function emailField(message = 'Valid email is required') {
  return z.string({ error: message }).trim().pipe(z.email(message));
}

/** Required text of at least `min` characters after trimming, with one message for every failure. */
export function requiredText(message: string, { min = 1, max = 200 } = {}) {
  return z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, `Must be at most ${max} characters`);
}

/** Optional text: blank counts as absent. */
export function optionalText({ max = 2000 } = {}) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));
}
