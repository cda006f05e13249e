import { and, eq } from 'drizzle-orm';
import { sites, type UserRow } from '../db/schema/index.ts';

/** Who may do what with a site (docs/sites.md, "Who sees what"): the conditions every site service selects by. */

/** Which of a user's sites a request may read: their own; staff (admin) read any, and change none. */
export const readable = (user: Pick<UserRow, 'id' | 'role'>, id: number) =>
  user.role === 'admin' ? eq(sites.id, id) : and(eq(sites.id, id), eq(sites.userId, user.id));
/** One of the user's own sites: what changes a site (staff included: they change none but their own). */
export const own = (user: Pick<UserRow, 'id'>, id: number) => and(eq(sites.id, id), eq(sites.userId, user.id));
