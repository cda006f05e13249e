import { useStore } from '@nanostores/react';
import type { PublicUser } from '~/domain/users';
import { $auth } from '~/stores/currentUser';

/**
 * The signed-in user, once the page's guard knows them (null before, and for a visitor the guard
 * is sending to sign in): signed-in islands start their calls then, never with a 401.
 *
 * While an island hydrates it reads the store's first value, as the server rendered it: the guard
 * often knows the user before an island's script runs, and reading that at once would make the
 * hydrated tree differ from the HTML (a hydration mismatch). The user follows right after.
 */
export function useSignedInUser(): PublicUser | null {
  const auth = useStore($auth, { ssr: 'initial' });
  return auth.status === 'signed-in' ? auth.user : null;
}
