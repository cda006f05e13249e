import type { ReactNode } from 'react';

interface Props {
  label: string;
  value: string;
  detail?: ReactNode;
}

/** One figure of a calculator's result: a label, the value, an optional line of context. */
export function ResultStat({ label, value, detail }: Props) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums break-words text-ink sm:text-xl">{value}</dd>
      {detail && <dd className="mt-1 text-xs text-slate-600">{detail}</dd>}
    </div>
  );
}
