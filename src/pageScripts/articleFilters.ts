import { filterArticles, type ArticleFilters, type ArticleSort } from '~/domain/articles';
import { onFilterChange } from '../browser/filterForm';

const FILTER_KEYS = ['q', 'category', 'sort'] as const;

export interface ArticleFilterOptions {
  /** Show at most this many matching cards (the education hub's 6 latest); the rest stay hidden. */
  limit?: number;
}

/**
 * The blog's and the education hub's search, category filter and sort, without a framework or a
 * round trip: the page is prerendered with every published article; this hides, orders and counts
 * the cards and keeps the choices in the URL's query so a filtered view can be shared.
 *
 * While no search or category is chosen, the featured article sits in its own block and its card
 * in the grid stays hidden; once one is, the block hides and the grid shows every match.
 */
export function initArticleFilters(root: ParentNode = document, { limit = Infinity }: ArticleFilterOptions = {}): void {
  const form = root.querySelector<HTMLFormElement>('form[data-article-filters]');
  const grid = root.querySelector<HTMLElement>('[data-article-grid]');
  if (!form || !grid) return;
  const cards = [...grid.querySelectorAll<HTMLElement>('[data-article]')].map((element) => ({
    item: element.closest('li')!,
    slug: element.dataset.article ?? '',
    title: element.dataset.title ?? '',
    excerpt: element.dataset.excerpt ?? '',
    tags: (element.dataset.tags ?? '').split(' ').filter(Boolean),
    category: (element.dataset.category ?? '') as never,
    date: Number(element.dataset.date),
  }));
  const featured = root.querySelector<HTMLElement>('[data-featured-block]');
  const featuredSlug = featured?.querySelector<HTMLElement>('[data-featured]')?.dataset.featured;
  const count = root.querySelector<HTMLElement>('[data-count]');
  const empty = root.querySelector<HTMLElement>('[data-empty]');
  const more = root.querySelector<HTMLAnchorElement>('a[data-see-all]');
  const tiles = [...root.querySelectorAll<HTMLButtonElement>('button[data-topic-tile]')];
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;

  function apply(): void {
    const filters: ArticleFilters = { q: field('q')?.value.trim() ?? '', category: field('category')?.value ?? '' };
    const sort: ArticleSort = field('sort')?.value === 'oldest' ? 'oldest' : 'newest';
    const filtering = Boolean(filters.q || filters.category);
    const matches = filterArticles(cards, filters)
      .filter((card) => filtering || card.slug !== featuredSlug)
      .sort((a, b) => (sort === 'oldest' ? a.date - b.date : b.date - a.date) || a.title.localeCompare(b.title));
    const shown = new Set(matches.slice(0, limit));

    if (featured) featured.hidden = filtering;
    // While searching, the topic tiles shrink to their names, so the results start in view.
    form!.toggleAttribute('data-searching', Boolean(filters.q));
    for (const card of cards) card.item.hidden = !shown.has(card);
    grid!.append(...matches.map((card) => card.item)); // reorder the visible cards
    const total = matches.length + (filtering || !featuredSlug ? 0 : 1);
    if (count) count.textContent = `${total} ${total === 1 ? 'article' : 'articles'}`;
    if (empty) empty.hidden = total > 0;
    for (const tile of tiles) tile.setAttribute('aria-pressed', String(tile.dataset.category === filters.category));

    const query = new URLSearchParams();
    if (filters.q) query.set('q', filters.q);
    if (filters.category) query.set('category', filters.category);
    if (sort !== 'newest') query.set('sort', sort);
    const search = query.toString();
    history.replaceState(null, '', `${location.pathname}${search ? `?${search}` : ''}`);
    if (more) {
      more.href = `/blog${search ? `?${search}` : ''}`;
      more.hidden = matches.length <= limit;
    }
  }

  // Start from the shared link's query; values the page does not offer are ignored.
  const params = new URLSearchParams(location.search);
  for (const key of FILTER_KEYS) {
    const input = field(key);
    const value = params.get(key);
    if (!input || value === null) continue;
    if (input instanceof HTMLSelectElement && ![...input.options].some((option) => option.value === value)) continue;
    if (key === 'category' && input instanceof HTMLInputElement && !tiles.some((tile) => tile.dataset.category === value)) continue;
    input.value = value;
  }
  for (const tile of tiles) {
    tile.addEventListener('click', () => {
      const category = field('category');
      if (!category) return;
      // A tile toggles: choosing the current topic again clears it.
      category.value = category.value === tile.dataset.category ? '' : (tile.dataset.category ?? '');
      apply();
    });
  }
  onFilterChange(form, apply);
  apply();
}
