import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { AUTH_HINT_COOKIE } from '../../domain/authHint.ts';
import type { AppEnv } from '../context.ts';
import type { IssuedSession } from './sessionToken.ts';

/**
 * The session cookie: HttpOnly, SameSite=Lax, Path=/. In production it is Secure and carries the
 * `__Host-` prefix, which browsers only accept from HTTPS, for the exact host, with no Domain.
 */
function cookieName<E extends AppEnv>(c: Context<E>): string {
  return c.var.deps.env().isProduction ? '__Host-vf_session' : 'vf_session';
}

export function readSessionCookie<E extends AppEnv>(c: Context<E>): string | undefined {
  return getCookie(c, cookieName(c));
}

export function writeSessionCookie<E extends AppEnv>(c: Context<E>, session: IssuedSession): void {
  const secure = c.var.deps.env().isProduction;
  const lifetime = { expires: session.expiresAt, maxAge: Math.floor((session.expiresAt.getTime() - Date.now()) / 1000) };
  setCookie(c, cookieName(c), session.token, { httpOnly: true, sameSite: 'Lax', secure, path: '/', ...lifetime });
  setCookie(c, AUTH_HINT_COOKIE, '1', { httpOnly: false, sameSite: 'Lax', secure, path: '/', ...lifetime });
}

export function clearSessionCookie<E extends AppEnv>(c: Context<E>): void {
  const secure = c.var.deps.env().isProduction;
  deleteCookie(c, cookieName(c), { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
  deleteCookie(c, AUTH_HINT_COOKIE, { path: '/', secure, sameSite: 'Lax' });
}
