import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { LEAD_PROJECT_TYPES, LEAD_STATUSES } from '../../../domain/constants.ts';
import { createdAt, identityId } from './columns.ts';
import { oneOf } from './sql.ts';

export const leads = pgTable(
  'leads',
  {
    id: identityId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    organizationName: text('organization_name').notNull(),
    email: text('email').notNull(),
    projectType: text('project_type', { enum: LEAD_PROJECT_TYPES }).notNull(),
    details: text('details'),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    /** The page the lead came from, e.g. `contact` or `home`. */
    source: text('source').notNull(),
    createdAt: createdAt(),
    /** What the admin panel's search matches: name, email and organization, lower-cased. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(first_name || ' ' || last_name || ' ' || email || ' ' || organization_name)`,
    ),
  },
  (table) => [
    index('leads_created_at_idx').on(table.createdAt, table.id),
    index('leads_status_created_at_idx').on(table.status, table.createdAt, table.id),
    index('leads_search_text_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    index('leads_email_idx').on(table.email),
    check('leads_status_check', oneOf('status', LEAD_STATUSES)),
    check('leads_project_type_check', oneOf('project_type', LEAD_PROJECT_TYPES)),
  ],
);
