/** The button styles of the signed-in app, one place for each kind. */
export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-3.5 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60';
export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-3.5 py-2 text-sm font-semibold text-ink hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60';
export const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-md border border-red-300 bg-white px-3.5 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60';
export const linkButton = 'font-semibold text-brand-800 underline-offset-2 hover:underline';
