/** A calculator result's warnings (inputs that are implausible or outside what its data cover), one a line. */
export function ResultWarnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <ul aria-label="Warnings" className="flex flex-col gap-2">
      {warnings.map((warning) => (
        <li key={warning} className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {warning}
        </li>
      ))}
    </ul>
  );
}
