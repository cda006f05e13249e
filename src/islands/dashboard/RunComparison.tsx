import { comparisonColumns, compareRuns, runTitle, type CalculatorRun } from '~/domain/calculatorRuns';
import { ComparisonTable } from '../ui/ComparisonTable';

/**
 * Saved runs of one calculator side by side, labelled and formatted as the calculator's page
 * shows them; each column is headed by the run's name or by what sets it apart (size, mode), with
 * when it was saved.
 */
export function RunComparison({ runs }: { runs: readonly CalculatorRun[] }) {
  const columns = comparisonColumns(runs).map((column) => ({
    key: column.key,
    header: (
      <>
        <span className="block">{column.title}</span>
        <span className="block text-xs font-normal text-slate-600">{column.detail}</span>
      </>
    ),
  }));
  return (
    <div className="min-w-0">
      <h3 className="mb-2 font-semibold text-ink">
        {runTitle(runs[0]!)}: {runs.length} calculations compared
      </h3>
      <ComparisonTable
        caption={`${runTitle(runs[0]!)}: ${runs.length} calculations compared`}
        columns={columns}
        groups={compareRuns(runs)}
      />
    </div>
  );
}
