import { publicationNote } from '~/domain/articles';
import { EDUCATION_CATEGORY_LABELS } from '~/domain/constants';
import { formatMomentDate } from '~/domain/format';
import { labelOf } from '~/domain/labels';
import { listContent } from '~/client/admin';
import { EmptyState } from '../ui/ListStates';
import { useApiData } from '../ui/useApiData';
import { AdminSection } from './AdminSection';
import { CardList } from './CardList';

/** '1 draft', '2 drafts'. */
const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The Content tab: every article, drafts included, with what an editor should fix. */
export function ContentPanel() {
  const { state, reload } = useApiData('content', listContent, { toast: 'Failed to fetch articles' });
  const articles = state.status === 'ready' ? state.data : [];
  const withProblems = articles.filter((article) => article.problems.length > 0).length;
  const drafts = articles.filter((article) => article.status === 'draft').length;
  return (
    <AdminSection
      name="content"
      title="Content"
      summary={
        state.status === 'ready' &&
        `${counted(articles.length, 'article', 'articles')} · ${counted(drafts, 'draft', 'drafts')} · ${withProblems} to fix`
      }
    >
      <CardList
        state={state}
        onRetry={reload}
        failed="Failed to fetch articles"
        rows={articles}
        label="Articles"
        empty={<EmptyState title="No articles yet" />}
      >
        {(article) => (
          <li key={article.slug} className="grid gap-x-4 gap-y-2 p-4 text-sm md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.3fr)]">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2">
                {article.url ? (
                  <a href={article.url} className="font-semibold text-brand-800 hover:underline">
                    {article.title}
                  </a>
                ) : (
                  <span className="font-semibold text-ink">{article.title}</span>
                )}
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${article.status === 'published' ? 'bg-brand-50 text-brand-900 ring-brand-200' : 'bg-slate-100 text-slate-800 ring-slate-300'}`}
                >
                  {article.status === 'published' ? 'Published' : 'Draft'}
                </span>
              </p>
              <p className="text-slate-700">
                {labelOf(EDUCATION_CATEGORY_LABELS, article.category)} · {article.readingMinutes} min read
              </p>
            </div>
            <div className="text-slate-700">
              <p>{publicationNote(article)}</p>
              <p>Created {formatMomentDate(article.createdAt, 'UTC')}</p>
            </div>
            <div>
              {article.problems.length === 0 ? (
                <p className="text-brand-800">No problems found</p>
              ) : (
                <ul aria-label={`Problems of ${article.title}`} className="flex flex-wrap gap-1.5">
                  {article.problems.map((problem) => (
                    <li
                      key={problem}
                      className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200"
                    >
                      {problem}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        )}
      </CardList>
    </AdminSection>
  );
}
