import type { NextStep } from '~/domain/dashboard';

interface Props {
  steps: readonly NextStep[];
  /** A new account (no RFQs, no calculations): the steps are where to start. */
  fresh: boolean;
  /** Still loading: nothing to suggest yet. */
  loading: boolean;
}

/** What to do next, from the user's RFQs and calculations (see `nextSteps`); for a new account, where to start. */
export function NextSteps({ steps, fresh, loading }: Props) {
  return (
    <section aria-labelledby="next-steps" className="rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-5">
      <h2 id="next-steps" className="text-lg font-semibold text-ink">
        {fresh ? 'Start here' : 'What to do next'}
      </h2>
      {fresh && (
        <p className="mt-1 text-sm text-slate-700">
          Nothing here yet: run a calculator to size up a project, or browse the catalog to request a quote.
        </p>
      )}
      {loading ? (
        <div className="mt-3 h-16 animate-pulse rounded-lg bg-brand-100" aria-hidden="true" />
      ) : steps.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">You are all caught up. Staff will update your submitted RFQs here.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {steps.map((step) => (
            <li key={step.key}>
              <a href={step.href} className="block rounded-lg border border-brand-200 bg-white px-4 py-3 hover:border-brand-600">
                <span className="block font-semibold text-brand-900">{step.title}</span>
                <span className="mt-0.5 block text-sm text-slate-700">{step.text}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
