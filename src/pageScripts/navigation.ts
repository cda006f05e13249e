import { loginUrl } from '~/client/auth';
import { $auth, loadCurrentUser, type AuthState } from '~/stores/currentUser';
import { ROLE_LABELS } from '~/domain/roles';
import { labelOf } from '~/domain/labels';
import { accountLine, displayNameOf, initialsOf } from '~/domain/users';

/**
 * The navigation's behaviour without a framework: dropdowns and the mobile menu open from their
 * buttons (aria-expanded, the keyboard, click outside), and the signed-in parts follow `$auth`.
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

/** The focusable links of an open panel, in order. */
function linksOf(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>('a[href]')];
}

/**
 * Dropdowns follow the WAI-ARIA disclosure navigation pattern, with the arrow keys of a menu
 * button: ArrowDown or ArrowUp on the button opens the panel at its first or last link; in the
 * panel, the arrows move between links (wrapping), Home and End jump to the ends; Escape closes
 * and returns to the button; Tab moves on and closes. The items stay links: this is navigation.
 */
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
    toggle.addEventListener('keydown', (event) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      closeAll(toggle);
      setOpen(toggle, panel, true);
      const links = linksOf(panel);
      links[event.key === 'ArrowDown' ? 0 : links.length - 1]?.focus();
    });
    panel.addEventListener('keydown', (event) => {
      const links = linksOf(panel);
      const at = links.indexOf(document.activeElement as HTMLElement);
      const next = { ArrowDown: (at + 1) % links.length, ArrowUp: (at - 1 + links.length) % links.length, Home: 0, End: links.length - 1 }[
        event.key
      ];
      if (next === undefined || at === -1) return;
      event.preventDefault();
      links[next]?.focus();
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
  const show = (open: boolean) => {
    setOpen(toggle, menu, open);
    toggle.querySelector('[data-icon-open]')?.classList.toggle('hidden', open);
    toggle.querySelector('[data-icon-close]')?.classList.toggle('hidden', !open);
  };
  toggle.addEventListener('click', () => show(toggle.getAttribute('aria-expanded') !== 'true'));
  // Escape closes the open menu from the toggle or from inside it, and returns to the toggle.
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || menu.hidden) return;
    show(false);
    toggle.focus();
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
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-login-link]')) link.href = loginUrl();
  if (!user) return;

  setText(root, '[data-user-name]', displayNameOf(user));
  setText(root, '[data-user-email]', user.email);
  setText(root, '[data-user-role]', labelOf(ROLE_LABELS, user.role));
  setText(root, '[data-user-initials]', initialsOf(user.firstName, user.lastName));
  // Anywhere on the page: details of the signed-in user (home page, protected pages).
  const fields: Record<string, string> = {
    firstName: user.firstName ?? user.email,
    account: accountLine(user),
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
