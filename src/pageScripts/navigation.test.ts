// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $auth, loadCurrentUser } from '~/stores/currentUser';
import { buyer } from '../../tests/fixtures/people';
import { initNavigation } from './navigation.ts';

/** The navigation's hooks as Nav.astro renders them (markup trimmed to what the script uses). */
const markup = `
  <li data-dropdown>
    <button type="button" aria-expanded="false" aria-controls="menu-tools" data-dropdown-toggle>Tools</button>
    <div id="menu-tools" hidden data-dropdown-panel>
      <a href="/tools/ppa-calculator">PPA Calculator</a><a href="/tools/land-lease-estimator">Land Lease</a><a href="/tools/bess-calculator">BESS</a>
    </div>
  </li>
  <li data-dropdown>
    <button type="button" aria-expanded="false" aria-controls="menu-user" data-dropdown-toggle>
      <img hidden alt="" data-user-avatar><span data-user-initials></span>
    </button>
    <div id="menu-user" hidden data-dropdown-panel>
      <p data-user-name></p><p data-user-email></p><p data-user-role></p>
    </div>
  </li>
  <li hidden data-auth-show="signed-in"><a href="/dashboard">Dashboard</a></li>
  <li hidden data-auth-show="admin"><a href="/admin">Admin Panel</a></li>
  <a hidden data-auth-show="signed-out" data-login-link href="/api/login">Sign In</a>
  <button type="button" aria-expanded="false" aria-controls="mobile-menu" data-mobile-toggle>Menu</button>
  <div id="mobile-menu" hidden data-mobile-menu><a href="/projects">Projects</a></div>
  <p id="outside">elsewhere</p>
  <p id="greeting"><span data-user-field="account"></span></p>
`;

function answerUser(status: number, user?: object) {
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(user ? JSON.stringify(user) : '{"error":"Unauthorized"}', { status })));
}

/** The signed-in buyer as GET /api/auth/user answers, in the given role. */
const ada = (role: string) => ({ ...buyer, role });

const byId = (id: string) => document.getElementById(id)!;
const shown = (selector: string) => !document.querySelector<HTMLElement>(selector)!.hidden;

beforeEach(() => {
  document.body.innerHTML = markup;
  window.history.replaceState(null, '', '/tools?from=test');
});
afterEach(() => {
  vi.unstubAllGlobals();
  $auth.set({ status: 'loading' });
  document.cookie = 'vf_auth=; max-age=0';
});

/** A browser that holds the session's hint cookie, whose GET /api/auth/user answers `status`. */
async function start(status: number, user?: object) {
  document.cookie = 'vf_auth=1';
  answerUser(status, user);
  initNavigation();
  await loadCurrentUser({ force: true });
}

describe('dropdowns', () => {
  it('open from their button, one at a time, and close on Escape and outside clicks', async () => {
    await start(401);
    const tools = document.querySelector<HTMLButtonElement>('[aria-controls="menu-tools"]')!;
    const user = document.querySelector<HTMLButtonElement>('[aria-controls="menu-user"]')!;

    tools.click();
    expect(tools.getAttribute('aria-expanded')).toBe('true');
    expect(byId('menu-tools').hidden).toBe(false);

    user.click();
    expect(byId('menu-tools').hidden).toBe(true);
    expect(byId('menu-user').hidden).toBe(false);

    byId('menu-user').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(byId('menu-user').hidden).toBe(true);
    expect(document.activeElement).toBe(user);

    tools.click();
    byId('outside').click();
    expect(byId('menu-tools').hidden).toBe(true);
    expect(tools.getAttribute('aria-expanded')).toBe('false');
  });

  it('move through their links with the arrow keys, Home and End', async () => {
    await start(401);
    const tools = document.querySelector<HTMLButtonElement>('[aria-controls="menu-tools"]')!;
    const press = (target: Element, key: string) =>
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    const focused = () => document.activeElement?.textContent;

    press(tools, 'ArrowDown');
    expect(tools.getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe('PPA Calculator');
    // Each key from the link in focus, and the link it moves to (the list wraps at both ends).
    for (const [key, next] of [
      ['ArrowDown', 'Land Lease'],
      ['End', 'BESS'],
      ['ArrowDown', 'PPA Calculator'],
      ['ArrowUp', 'BESS'],
      ['Home', 'PPA Calculator'],
    ] as const) {
      press(document.activeElement!, key);
      expect(focused(), key).toBe(next);
    }
    press(document.activeElement!, 'Escape');
    expect(tools.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(tools);

    press(tools, 'ArrowUp');
    expect(focused()).toBe('BESS');
  });

  it('toggles the mobile menu, and Escape closes it back to its button', async () => {
    await start(401);
    const toggle = document.querySelector<HTMLButtonElement>('[data-mobile-toggle]')!;
    toggle.click();
    expect(byId('mobile-menu').hidden).toBe(false);
    toggle.click();
    expect(byId('mobile-menu').hidden).toBe(true);

    toggle.click();
    byId('mobile-menu').querySelector('a')!.focus();
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(byId('mobile-menu').hidden).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});

describe('signed-in parts', () => {
  it('show Sign In without asking the API when the browser has no session hint cookie', async () => {
    answerUser(200, ada('buyer'));
    initNavigation();
    await loadCurrentUser({ force: true });
    expect(fetch).not.toHaveBeenCalled();
    expect(shown('[data-auth-show="signed-out"]')).toBe(true);
    expect(shown('[data-auth-show="signed-in"]')).toBe(false);
  });

  it('show Sign In, returning to this page, when GET /api/auth/user answers 401', async () => {
    await start(401);
    expect(shown('[data-auth-show="signed-out"]')).toBe(true);
    expect(shown('[data-auth-show="signed-in"]')).toBe(false);
    expect(document.querySelector<HTMLAnchorElement>('[data-login-link]')!.getAttribute('href')).toBe(
      '/api/login?returnTo=%2Ftools%3Ffrom%3Dtest',
    );
  });

  it('show the user menu with initials and role label for a buyer, without Admin Panel', async () => {
    await start(200, ada('epc_contractor'));
    expect(shown('[data-auth-show="signed-in"]')).toBe(true);
    expect(shown('[data-auth-show="signed-out"]')).toBe(false);
    expect(shown('[data-auth-show="admin"]')).toBe(false);
    expect(document.querySelector('[data-user-initials]')!.textContent).toBe('AL');
    expect(document.querySelector('[data-user-name]')!.textContent).toBe('Ada Lovelace');
    expect(document.querySelector('[data-user-role]')!.textContent).toBe('EPC contractor');
  });

  it("say what the account is above a page's greeting: its role alone without an organization, else the organization and role", async () => {
    await start(200, { ...ada('epc_contractor'), organizationName: null });
    expect(byId('greeting').textContent).toBe('EPC contractor');
    $auth.set({ status: 'signed-in', user: { ...buyer, organizationName: 'Sunfield Energy' } });
    expect(byId('greeting').textContent).toBe('Sunfield Energy · Buyer');
  });

  it('show Admin Panel and the profile picture for an admin', async () => {
    await start(200, {
      id: 'u2',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      profileImageUrl: 'https://images.example.com/grace.png',
      organizationName: 'Navy',
      role: 'admin',
    });
    expect(shown('[data-auth-show="admin"]')).toBe(true);
    const avatar = document.querySelector<HTMLImageElement>('[data-user-avatar]')!;
    expect(avatar.hidden).toBe(false);
    expect(avatar.src).toBe('https://images.example.com/grace.png');
    expect(document.querySelector<HTMLElement>('[data-user-initials]')!.hidden).toBe(true);
  });
});
