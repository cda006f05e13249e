import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { RFQ_STATUSES } from '../../../domain/constants.ts';
import { createdAt, identityId } from './columns.ts';
import { rfqIdOfPart } from './rfqs.ts';
import { oneOf } from './sql.ts';
import { users } from './users.ts';

/** Each status an RFQ entered, when and by whom: the timeline the buyer reads. */
export const rfqEvents = pgTable(
  'rfq_events',
  {
    id: identityId(),
    rfqId: rfqIdOfPart(),
    status: text('status', { enum: RFQ_STATUSES }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What the buyer is told with the change (a quote's note, a reason for closing). */
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [
    index('rfq_events_rfq_id_idx').on(table.rfqId, table.createdAt),
    check('rfq_events_status_check', oneOf('status', RFQ_STATUSES)),
  ],
);
