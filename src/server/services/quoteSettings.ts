import { eq, sql } from 'drizzle-orm';
import { DEFAULT_QUOTE_TERMS, type QuoteTerms } from '../../domain/quoteTerms.ts';
import { quoteTermsSchema } from '../../domain/schemas/quoteTerms.ts';
import type { Database } from '../db/client.ts';
import { settings, type UserRow } from '../db/schema/index.ts';
import { recordAudit } from './audit.ts';

/**
 * The quote settings: the seller and terms every quote document carries (src/domain/quoteTerms.ts),
 * one row of `settings`. Until staff save them they are the defaults; sending a quote copies the
 * ones in force onto it (quotes.ts), so a quote's document keeps the terms it was sent with.
 */

/** Stored terms over the defaults: a field a later version adds starts at its default. */
function termsOf(stored: Record<string, unknown> | undefined): QuoteTerms {
  const parsed = quoteTermsSchema.safeParse({ ...DEFAULT_QUOTE_TERMS, ...stored });
  return parsed.success ? parsed.data : { ...DEFAULT_QUOTE_TERMS };
}

/** The quote settings in force. */
export async function readQuoteTerms(db: Database): Promise<QuoteTerms> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'quote'));
  return termsOf(row?.value);
}

/**
 * Saves the quote settings (validated by the route) and records what changed in the audit log, in
 * one transaction. The row is created first if need be and locked, so of two admins saving at once
 * each entry's "before" is what the other left.
 */
export async function saveQuoteTerms(db: Database, staff: UserRow, terms: QuoteTerms): Promise<QuoteTerms> {
  return db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ key: 'quote', value: { ...DEFAULT_QUOTE_TERMS } })
      .onConflictDoNothing();
    const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, 'quote')).for('update');
    const before = termsOf(row?.value);
    await tx
      .update(settings)
      .set({ value: { ...terms }, updatedAt: sql`now()`, updatedBy: staff.id })
      .where(eq(settings.key, 'quote'));
    const changed = (Object.keys(terms) as (keyof QuoteTerms)[]).filter((field) => terms[field] !== before[field]);
    if (changed.length > 0) {
      await recordAudit(tx, staff, [
        {
          action: 'settings.quote',
          entityType: 'settings',
          entityId: 'quote',
          before: Object.fromEntries(changed.map((field) => [field, before[field]])),
          after: Object.fromEntries(changed.map((field) => [field, terms[field]])),
        },
      ]);
    }
    return terms;
  });
}
