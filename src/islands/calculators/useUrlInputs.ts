import { useEffect } from 'react';
import { fromSearch, type SearchForm } from '~/domain/schemas/calculators/fromSearch';

/**
 * On mount, the inputs the page's URL carries (a saved calculation reopened from the dashboard),
 * read and validated as the calculator's `form` describes (src/domain/schemas/calculators/fromSearch.ts),
 * handed to `apply` when there are any. After hydration, so the prerendered form and React's first
 * render agree.
 */
export function useUrlInputs<F extends string>(
  form: SearchForm<F>,
  apply: (inputs: Partial<Record<F, string | number | boolean>>) => void,
): void {
  useEffect(() => {
    const inputs = fromSearch(form, location.search);
    if (Object.keys(inputs).length > 0) apply(inputs);
    // Once, at hydration.
  }, []);
}
