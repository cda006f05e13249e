import type { ReactNode } from 'react';
import { FilterForm } from '../forms/FilterForm';
import { FilterSelect } from '../forms/FilterSelect';
import { SearchBox } from '../forms/SearchBox';
import type { UrlScope } from './urlScope';

/** A select whose first choice, `all`, removes the parameter. */
interface SelectFilter {
  all: string;
  options: readonly { value: string; label: string }[];
}
/** A search box, applied as typing pauses. */
interface SearchFilter {
  placeholder: string;
}
/** One filter of a tab, bound to the URL parameter `name` of the tab's scope. */
export type TabFilter = { name: string; label: string; className?: string } & (SelectFilter | SearchFilter);

/**
 * A tab's filter form: each filter shows its parameter of the tab's URL and sets it as it changes;
 * `children` are the controls that follow them. `className` sets the grid's columns at each width.
 */
export function TabFilters({
  label,
  className,
  url,
  filters,
  children,
}: {
  label: string;
  className: string;
  url: UrlScope;
  filters: readonly TabFilter[];
  children?: ReactNode;
}) {
  return (
    <FilterForm label={label} className={className}>
      {filters.map(({ name, ...filter }) =>
        'options' in filter ? (
          <FilterSelect key={name} {...filter} value={url.get(name)} onChange={(value) => url.set(name, value)} />
        ) : (
          <SearchBox key={name} {...filter} value={url.get(name)} onSearch={(text) => url.set(name, text)} />
        ),
      )}
      {children}
    </FilterForm>
  );
}
