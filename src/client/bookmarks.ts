import { getJson, sendJson } from './http.ts';

export interface Bookmark {
  slug: string;
  title: string;
  category: string;
  savedAt: string;
}

/** The signed-in reader's saved articles, or null when signed out. */
export function listBookmarks(): Promise<Bookmark[] | null> {
  return getJson<Bookmark[]>('/api/bookmarks', { on401: 'returnNull' });
}

export async function saveBookmark(slug: string): Promise<void> {
  await sendJson('PUT', `/api/bookmarks/${encodeURIComponent(slug)}`);
}

export async function removeBookmark(slug: string): Promise<void> {
  await sendJson('DELETE', `/api/bookmarks/${encodeURIComponent(slug)}`);
}
