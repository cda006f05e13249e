import type { Role } from './constants.ts';

/**
 * The user as the API shows it, and as the pages hold it: never the password hash
 * or the OpenID identity.
 */
export interface PublicUser {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  profileImageUrl: string | null;
  organizationName: string | null;
  role: Role;
}

/** The avatar's fallback: first letters of firstName and lastName ("Ada Lovelace" → "AL"). */
export function initialsOf(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const letters = `${firstName?.trim().charAt(0) ?? ''}${lastName?.trim().charAt(0) ?? ''}`.toUpperCase();
  return letters || '?';
}

/** The name to greet or list someone by: first and last name, else the email. */
export function displayNameOf(user: Pick<PublicUser, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

/** An account as staff list it (GET /api/admin/users). */
export interface AdminUser extends PublicUser {
  createdAt: string;
  /** Sessions neither expired nor revoked. */
  activeSessions: number;
  /** When any of its sessions was last used; null if never. */
  lastSeenAt: string | null;
}

export const ADMIN_USERS_PAGE_SIZE = 50;
