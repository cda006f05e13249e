import { filterProjects, type ProjectFilters } from '~/domain/projects';
import { onFilterChange } from '../browser/filterForm';

const FILTER_KEYS = ['q', 'type', 'status', 'state'] as const;

/**
 * The portfolio's search and filters, without a framework: the page is prerendered with every
 * project; this hides the cards that do not match and keeps the filters in the URL's query so a
 * filtered view can be shared.
 */
export function initProjectFilters(root: ParentNode = document): void {
  const form = root.querySelector<HTMLFormElement>('form[data-project-filters]');
  const cards = [...root.querySelectorAll<HTMLElement>('[data-project]')].map((element) => ({
    element,
    name: element.dataset.name ?? '',
    description: element.dataset.description ?? '',
    location: element.dataset.location ?? '',
    state: element.dataset.state ?? '',
    type: (element.dataset.type ?? '') as never,
    status: (element.dataset.status ?? '') as never,
  }));
  const empty = root.querySelector<HTMLElement>('[data-empty]');
  const count = root.querySelector<HTMLElement>('[data-count]');
  if (!form) return;

  const fields = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;

  function apply(): void {
    const filters: ProjectFilters = Object.fromEntries(FILTER_KEYS.map((key) => [key, fields(key)?.value.trim() ?? '']));
    const visible = new Set(filterProjects(cards, filters));
    for (const card of cards) card.element.closest('li')!.hidden = !visible.has(card);
    if (empty) empty.hidden = visible.size > 0;
    if (count) count.textContent = `${visible.size} ${visible.size === 1 ? 'project' : 'projects'}`;

    const query = new URLSearchParams();
    for (const key of FILTER_KEYS) if (filters[key]) query.set(key, filters[key]!);
    const search = query.toString();
    history.replaceState(null, '', `${location.pathname}${search ? `?${search}` : ''}`);
  }

  // Start from the shared link's query.
  const params = new URLSearchParams(location.search);
  for (const key of FILTER_KEYS) {
    const field = fields(key);
    const value = params.get(key);
    if (field && value !== null) field.value = value;
  }
  onFilterChange(form, apply);
  apply();
}
