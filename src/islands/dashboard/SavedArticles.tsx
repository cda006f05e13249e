import { EDUCATION_CATEGORY_LABELS } from '~/domain/constants';
import { formatMomentDate } from '~/domain/format';
import { labelOf } from '~/domain/labels';
import type { Bookmark } from '~/client/bookmarks';
import { EmptyState, LoadingRows } from '../ui/ListStates';
import type { ApiRead } from '../ui/useApiData';
import { DashboardList } from './DashboardList';

/** How many saved articles the dashboard lists, the most recently saved first. */
const SAVED_ARTICLES_SHOWN = 5;

const CARD = { id: 'saved-articles', title: 'Saved Articles', action: { href: '/blog', label: 'Blog' } };
const NO_SAVED_ARTICLES = (
  <EmptyState title="No saved articles" action={{ href: '/education', label: 'Visit the education hub' }}>
    Save an article from the blog or the education hub to find it here.
  </EmptyState>
);

/** The articles the reader saved with Save on an article page, as links. */
export function SavedArticles({ read }: { read: ApiRead<Bookmark[]> }) {
  return (
    <DashboardList
      card={CARD}
      read={read}
      failed="Your saved articles could not be loaded."
      loading={<LoadingRows rows={2} />}
      empty={{ when: (bookmarks) => bookmarks.length === 0, show: NO_SAVED_ARTICLES }}
    >
      {(bookmarks) => (
        <ul className="space-y-3">
          {bookmarks.slice(0, SAVED_ARTICLES_SHOWN).map((bookmark) => (
            <li key={bookmark.slug}>
              <a href={`/blog/${bookmark.slug}`} className="font-medium text-ink hover:text-brand-800 hover:underline">
                {bookmark.title}
              </a>
              <p className="text-xs text-slate-600">
                {labelOf(EDUCATION_CATEGORY_LABELS, bookmark.category)} · saved {formatMomentDate(bookmark.savedAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </DashboardList>
  );
}
