import type { Role } from './constants.ts';

/**
 * The user as the API shows it (SPEC §3 User), and as the pages hold it: never the password hash
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
