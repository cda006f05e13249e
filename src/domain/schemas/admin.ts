import * as z from 'zod/mini';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, AUDIT_PAGE_SIZE } from '../audit.ts';
import { ROLES } from '../constants.ts';
import { ADMIN_SITES_PAGE_SIZE } from '../sites/site.ts';
import { ADMIN_USERS_PAGE_SIZE } from '../users.ts';
import { emailField, uuid, wholeNumber } from './fields.ts';

/** The admin panel's own calls: their query strings and bodies. */

const MAX_PAGE = 10_000;
const page = () => z._default(wholeNumber(`Page must be a whole number from 1 to ${MAX_PAGE.toLocaleString('en-US')}`, 1, MAX_PAGE), 1);
const unknownParameter = { error: (issue: { code: string }) => (issue.code === 'unrecognized_keys' ? 'Unknown parameter' : undefined) };

/** GET /api/admin/audit: newest first, filtered by action, entity and part of the actor's email. */
export const auditQuerySchema = z.pipe(
  z.strictObject(
    {
      action: z.optional(z.enum(AUDIT_ACTIONS, { error: `Action must be one of: ${AUDIT_ACTIONS.join(', ')}` })),
      entityType: z.optional(z.enum(AUDIT_ENTITY_TYPES, { error: `Entity type must be one of: ${AUDIT_ENTITY_TYPES.join(', ')}` })),
      // Lower-cased like every id the log stores (UUIDs in lower case; numeric ids have no case).
      entityId: z.optional(
        z
          .string()
          .check(
            z.minLength(1, 'Entity id must not be empty'),
            z.maxLength(100, 'Entity id must be at most 100 characters'),
            z.toLowerCase(),
          ),
      ),
      actor: z.optional(z.string().check(z.maxLength(200, 'Actor must be at most 200 characters'))),
      page: page(),
    },
    unknownParameter,
  ),
  z.transform((query) => ({ ...query, actor: query.actor?.trim() || undefined, pageSize: AUDIT_PAGE_SIZE })),
);

/** GET /api/admin/users: newest first, by part of the name or email and by role. */
export const userQuerySchema = z.pipe(
  z.strictObject(
    {
      q: z.optional(z.string().check(z.maxLength(100, 'Search must be at most 100 characters'))),
      role: z.optional(z.enum(ROLES, { error: `Role must be one of: ${ROLES.join(', ')}` })),
      page: page(),
    },
    unknownParameter,
  ),
  z.transform((query) => ({ ...query, q: query.q?.trim() || undefined, pageSize: ADMIN_USERS_PAGE_SIZE })),
);

/** GET /api/admin/sites: every account's sites, the most recently changed first, by part of the site's name or its owner's name or email. */
export const adminSitesQuerySchema = z.pipe(
  z.strictObject(
    {
      q: z.optional(z.string().check(z.maxLength(100, 'Search must be at most 100 characters'))),
      page: page(),
    },
    unknownParameter,
  ),
  z.transform((query) => ({ ...query, q: query.q?.trim() || undefined, pageSize: ADMIN_SITES_PAGE_SIZE })),
);
export type AdminSitesQuery = z.output<typeof adminSitesQuerySchema>;

/** PATCH /api/admin/users/{id}/role. */
export const userRoleSchema = z.object({ role: z.enum(ROLES, { error: `Role must be one of: ${ROLES.join(', ')}` }) });

/** An account id in a path: a UUID. */
export const userIdParamSchema = z.object({ id: uuid('Not a valid user id') });

/** POST /api/admin/users/invite: a colleague's email and the role their account gets. */
export const inviteUserSchema = z.object({
  email: emailField(),
  role: z.enum(ROLES, { error: `Role must be one of: ${ROLES.join(', ')}` }),
});
export type InviteUserInput = z.infer<typeof inviteUserSchema>;

/** PATCH /api/admin/users/{id}/active: deactivate (false) or reactivate (true) an account. */
export const userActiveSchema = z.object({ active: z.boolean({ error: 'Active must be true or false' }) });
