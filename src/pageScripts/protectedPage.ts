import { WRONG_ROLE_REDIRECT_MS } from '~/domain/timings';
import type { PublicUser } from '~/domain/users';
import { navigation, redirectToLogin } from '~/browser/session';
import { $auth, loadCurrentUser } from '~/stores/currentUser';
import { toast } from '~/stores/toasts';

/**
 * The protected-page guard: while the user loads the page shows its spinner; signed
 * out → 'Unauthorized' toast and sign-in after 500 ms; wrong role → 'Access Denied' and home
 * after 1 s; otherwise `onAllowed` reveals the page. The server enforces the same rules on every
 * API call; this is for the visitor's comfort.
 */
export function guardPage({ requiredRole, onAllowed }: { requiredRole?: string; onAllowed(user: PublicUser): void }): void {
  let decided = false;
  $auth.subscribe((state) => {
    if (decided || state.status === 'loading') return;
    decided = true;
    if (state.status === 'signed-out') {
      redirectToLogin();
    } else if (requiredRole && state.user.role !== requiredRole) {
      toast({ title: 'Access Denied', description: "You don't have permission to access this page.", variant: 'destructive' });
      setTimeout(() => navigation.assign('/'), WRONG_ROLE_REDIRECT_MS);
    } else {
      onAllowed(state.user);
    }
  });
  void loadCurrentUser();
}
