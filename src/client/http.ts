/**
 * How the browser talks to the API: JSON bodies, cookies always sent, and any non-OK
 * answer turned into `Error("<status>: <body text>")` (the status text when the body is empty).
 * The modules beside this one are the only code that names `/api/...` URLs (a lint rule says so).
 */

export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  readonly status: number;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.status = status;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiRequestError(response.status, text);
}

/** Sends a request with an optional JSON body; resolves with the answer's JSON (undefined for an empty answer). */
export async function sendJson<T = unknown>(method: string, url: string, data?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfNotOk(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Reads JSON; a 401 raises like any error unless `on401: 'returnNull'`, which yields null: that is
 * how the current-user read learns nobody is signed in.
 */
export async function getJson<T>(url: string): Promise<T>;
export async function getJson<T>(url: string, options: { on401: 'returnNull' }): Promise<T | null>;
export async function getJson<T>(url: string, options: { on401?: 'throw' | 'returnNull' } = {}): Promise<T | null> {
  const response = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
  if (options.on401 === 'returnNull' && response.status === 401) {
    await response.text(); // read it: an unread body keeps the request open
    return null;
  }
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** Reads JSON with the answer's headers (e.g. a list's X-Total-Count). */
export async function getJsonWithHeaders<T>(url: string): Promise<{ data: T; headers: Headers }> {
  const response = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
  await throwIfNotOk(response);
  return { data: (await response.json()) as T, headers: response.headers };
}

/** A page of a list and how many items match in all (the answer's X-Total-Count). */
export interface Page<T> {
  items: T[];
  total: number;
}

/** GET a paged list: `path` with the query, the items and the total count. */
export async function getPage<T>(path: string, query: URLSearchParams): Promise<Page<T>> {
  const search = query.toString();
  const { data, headers } = await getJsonWithHeaders<T[]>(search ? `${path}?${search}` : path);
  return { items: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
}

/** An answer whose message starts '401:' and mentions Unauthorized means the session is gone. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/** The `{ error, issues }` body of a failed API call, when the error carries one. */
export function apiErrorBody(error: unknown): { error?: string; issues?: { path: string; message: string }[] } | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  try {
    return JSON.parse(error.message.slice(error.message.indexOf(': ') + 2));
  } catch {
    return undefined;
  }
}
