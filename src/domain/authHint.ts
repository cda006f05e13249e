/**
 * The readable `vf_auth=1` cookie the server sets beside the HttpOnly session cookie, with the
 * same lifetime, and clears with it. It grants nothing (the API checks the real session); it lets
 * pages know before any request whether this browser may have a session: without it the page is
 * signed out at once and never asks `GET /api/auth/user` (decision 007).
 */
export const AUTH_HINT_COOKIE = 'vf_auth';

/** True when a `document.cookie` string carries the hint. */
export function hasAuthHint(cookies: string): boolean {
  return cookies.split('; ').includes(`${AUTH_HINT_COOKIE}=1`);
}

/**
 * The inline script each page runs before first paint: mark the page when this browser probably
 * has a session, so it shows a spinner instead of flashing signed-out content (src/components/AuthHint.astro).
 */
export const AUTH_HINT_SCRIPT = `if(document.cookie.split('; ').indexOf('${AUTH_HINT_COOKIE}=1')>=0)document.documentElement.dataset.authHint='signed-in'`;
