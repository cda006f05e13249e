import { $auth, loadCurrentUser, type AuthState } from '~/stores/currentUser';
import { initials, roleLabel } from './userDisplay';

/**
 * The navigation's behaviour without a framework: dropdowns and the mobile menu open from their
 * buttons (aria-expanded, Escape, click outside), and the signed-in parts follow `$auth`.
 */
export function initNavigation(root: ParentNode = document): void {
  initDropdowns(root);
  initMobileMenu(root);
  $auth.subscribe((state) => renderAuth(root, state));
  void loadCurrentUser();
}

function setOpen(toggle: HTMLElement, panel: HTMLElement, open: boolean): void {
  toggle.setAttribute('aria-expanded', String(open));
  panel.hidden = !open;
}

function initDropdowns(root: ParentNode): void {
  const dropdowns = [...root.querySelectorAll<HTMLElement>('[data-dropdown]')].flatMap((container) => {
    const toggle = container.querySelector<HTMLElement>('[data-dropdown-toggle]');
    const panel = container.querySelector<HTMLElement>('[data-dropdown-panel]');
    return toggle && panel ? [{ container, toggle, panel }] : [];
  });
  const closeAll = (except?: HTMLElement) => {
    for (const { toggle, panel } of dropdowns) if (toggle !== except) setOpen(toggle, panel, false);
  };

  for (const { container, toggle, panel } of dropdowns) {
    toggle.addEventListener('click', () => {
      const open = toggle.getAttribute('aria-expanded') !== 'true';
      closeAll(toggle);
      setOpen(toggle, panel, open);
    });
    container.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !panel.hidden) {
        setOpen(toggle, panel, false);
        toggle.focus();
      }
    });
    // Tabbing out of an open menu closes it.
    container.addEventListener('focusout', (event) => {
      if (!container.contains(event.relatedTarget as Node | null)) setOpen(toggle, panel, false);
    });
  }
  document.addEventListener('click', (event) => {
    if (!dropdowns.some(({ container }) => container.contains(event.target as Node))) closeAll();
  });
}

function initMobileMenu(root: ParentNode): void {
  const toggle = root.querySelector<HTMLElement>('[data-mobile-toggle]');
  const menu = root.querySelector<HTMLElement>('[data-mobile-menu]');
  if (!toggle || !menu) return;
  toggle.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    setOpen(toggle, menu, open);
    toggle.querySelector('[data-icon-open]')?.classList.toggle('hidden', open);
    toggle.querySelector('[data-icon-close]')?.classList.toggle('hidden', !open);
  });
}

function renderAuth(root: ParentNode, state: AuthState): void {
  const user = state.status === 'signed-in' ? state.user : undefined;
  // Pages style their signed-in and signed-out parts from this (see AuthHint.astro, global.css).
  if (state.status !== 'loading') document.documentElement.dataset.authState = state.status;
  const visible: Record<string, boolean> = {
    'signed-in': Boolean(user),
    'signed-out': state.status === 'signed-out',
    admin: user?.role === 'admin',
  };
  for (const element of root.querySelectorAll<HTMLElement>('[data-auth-show]')) {
    element.hidden = !visible[element.dataset.authShow ?? ''];
  }
  // Sign-in returns the visitor to the page they were on.
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-login-link]')) {
    link.href = `/api/login?returnTo=${encodeURIComponent(location.pathname + location.search)}`;
  }
  if (!user) return;

  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  setText(root, '[data-user-name]', name);
  setText(root, '[data-user-email]', user.email);
  setText(root, '[data-user-role]', roleLabel(user.role));
  setText(root, '[data-user-initials]', initials(user.firstName, user.lastName));
  // Anywhere on the page: details of the signed-in user (home page, protected pages).
  const fields: Record<string, string> = {
    firstName: user.firstName ?? user.email,
    organization: user.organizationName ?? 'Energy Development Platform',
    role: roleLabel(user.role),
  };
  for (const element of root.querySelectorAll<HTMLElement>('[data-user-field]')) {
    element.textContent = fields[element.dataset.userField ?? ''] ?? '';
  }
  const avatar = root.querySelector<HTMLImageElement>('[data-user-avatar]');
  if (avatar && user.profileImageUrl) {
    avatar.src = user.profileImageUrl;
    avatar.hidden = false;
    root.querySelector<HTMLElement>('[data-user-initials]')?.setAttribute('hidden', '');
  }
}

function setText(root: ParentNode, selector: string, text: string): void {
  const element = root.querySelector<HTMLElement>(selector);
  if (element) element.textContent = text;
}
