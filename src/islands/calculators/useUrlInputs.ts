import { useEffect } from 'react';

/**
 * On mount, the inputs the page's URL carries (a saved calculation reopened from the dashboard),
 * read and validated by `read` (src/domain/schemas/calculators/fromSearch.ts), handed to `apply`
 * when there are any. After hydration, so the prerendered form and React's first render agree.
 */
export function useUrlInputs<T extends object>(read: (search: string) => T, apply: (inputs: T) => void): void {
  useEffect(() => {
    const inputs = read(location.search);
    if (Object.keys(inputs).length > 0) apply(inputs);
    // Once, at hydration.
  }, []);
}
