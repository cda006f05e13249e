const PLACEHOLDER_ORIGIN = 'https://voltfield.invalid';

/**
 * Where to send someone after they sign in: a path on this site, or `/`. Refuses absolute URLs,
 * protocol-relative and backslash tricks (`//evil.example`, `/\evil.example`) by resolving the
 * value and checking that its origin does not change, and refuses API paths so sign-in cannot
 * loop back into itself.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== PLACEHOLDER_ORIGIN || url.pathname.startsWith('/api/')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
