import { useStore } from '@nanostores/react';
import type { PublicUser } from '~/domain/users';
import { $auth } from '~/stores/currentUser';

/**
 * The signed-in user, once the page's guard knows them (null before, and for a visitor the guard
 * is sending to sign in): signed-in islands start their calls then, never with a 401.
 */
export function useSignedInUser(): PublicUser | null {
  const auth = useStore($auth);
  return auth.status === 'signed-in' ? auth.user : null;
}
