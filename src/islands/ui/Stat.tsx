/** A figure under its label, with a line saying what it is: one term of a description list (`<dl>`). */
export function Stat({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-lg font-semibold break-words text-ink tabular-nums">{value}</dd>
      <dd className="text-xs text-slate-600">{detail}</dd>
    </div>
  );
}
