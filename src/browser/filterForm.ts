/**
 * Runs `apply` whenever a listing's filter form changes: typing, choosing, submitting (no round
 * trip) or resetting (after the browser has cleared the fields). Shared by the portfolio's and the
 * articles' filters.
 */
export function onFilterChange(form: HTMLFormElement, apply: () => void): void {
  form.addEventListener('input', apply);
  form.addEventListener('change', apply);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    apply();
  });
  form.addEventListener('reset', () => setTimeout(apply));
}
