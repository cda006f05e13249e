import type { Database } from '../db/client.ts';
import { newsletterSubscriptions } from '../db/schema/index.ts';

/**
 * Subscribes an address once: a repeat (any letter case) changes nothing. The unique index on
 * lower(email) settles simultaneous sign-ups.
 */
export async function subscribeToNewsletter(db: Database, email: string, source: string): Promise<{ created: boolean }> {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email, source })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return { created: inserted.length > 0 };
}
