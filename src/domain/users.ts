import type { Role } from './constants.ts';
import { labelOf } from './labels.ts';
import type { EmailPreferences } from './notifications.ts';
import { ROLE_LABELS } from './roles.ts';

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

/**
 * What an account is, as the dashboard's and the signed-in home's greeting say above it: its
 * organization and role ("Acme Solar · Buyer"), or the role alone for an account without one.
 */
export function accountLine(user: Pick<PublicUser, 'organizationName' | 'role'>): string {
  const role = labelOf(ROLE_LABELS, user.role);
  return user.organizationName ? `${user.organizationName} · ${role}` : role;
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
  /** When staff deactivated the account (it cannot sign in); null while it is active. */
  deactivatedAt: string | null;
}

/** The signed-in person's own account as the account page reads it (GET /api/auth/account). */
export interface AccountDetails extends PublicUser {
  /** False for an account that signs in only through the organization's provider (OpenID Connect). */
  hasPassword: boolean;
  preferences: EmailPreferences;
}

/** What an invitation offers, shown to the invitee before they accept it (GET /api/auth/invitation). */
export interface InvitationDetails {
  email: string;
  role: Role;
  roleLabel: string;
  /** Who sent it; null once their account is gone. */
  invitedBy: string | null;
  expiresAt: string;
}

/** What staff's invitation answers (POST /api/admin/users/invite). */
export interface SentInvitation {
  email: string;
  role: Role;
  expiresAt: string;
}

/**
 * An invitation not yet accepted, revoked, replaced or expired (GET /api/admin/invitations); `id`
 * is what DELETE /api/admin/invitations/{id} revokes.
 */
export interface PendingInvitation {
  id: number;
  email: string;
  role: Role;
  /** Who sent it; null once their account is gone. */
  invitedBy: { name: string; email: string } | null;
  sentAt: string;
  expiresAt: string;
}

/** How long the links sent by email work. */
export const RESET_LINK_TTL_MINUTES = 60;
export const INVITATION_TTL_DAYS = 7;

export const ADMIN_USERS_PAGE_SIZE = 50;
