import { useState, type ReactNode } from 'react';
import { differs, type ComparisonGroup } from '~/domain/comparison';
import { ScrollRegion } from './ScrollRegion';

interface Props {
  /** Read by screen readers before the table (what is compared). */
  caption: string;
  /** One header per compared item, in the order of each row's values. */
  columns: readonly { key: string | number; header: ReactNode }[];
  groups: readonly ComparisonGroup[];
}

/**
 * Compared items side by side, one per column, in titled groups of rows; the rows where they differ
 * are highlighted and marked "differs" (in words, not colour alone), and can be shown alone. The
 * labels stay in view while the table scrolls sideways, which it does inside its own box: the page
 * never grows wider than the phone. On paper the filter, which no one can tick there, is left out.
 */
export function ComparisonTable({ caption, columns, groups }: Props) {
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const several = columns.length > 1;
  const shown = groups
    .map((group) => ({ ...group, rows: onlyDifferences ? group.rows.filter(differs) : group.rows }))
    .filter((group) => group.rows.length > 0);
  return (
    <div className="min-w-0">
      {several && (
        <label className="mb-3 inline-flex items-center gap-2 text-sm text-slate-800 print:hidden">
          <input
            type="checkbox"
            checked={onlyDifferences}
            onChange={(event) => setOnlyDifferences(event.currentTarget.checked)}
            className="h-4 w-4 rounded border-slate-300 text-brand-700"
          />
          Show only differences
        </label>
      )}
      <ScrollRegion label={caption} className="max-w-full overflow-x-auto rounded-xl border border-slate-200">
        <table className="min-w-full border-collapse text-left text-sm">
          <caption className="sr-only">{caption}; rows marked “differs” differ between them.</caption>
          <thead className="bg-slate-50">
            <tr>
              <td className="sticky left-0 w-32 min-w-32 bg-slate-50 p-3 sm:w-48" />
              {columns.map((column) => (
                <th key={column.key} scope="col" className="min-w-36 p-3 align-top font-semibold text-ink">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          {shown.map((group) => (
            <tbody key={group.title}>
              <tr className="border-t border-slate-200 bg-slate-100">
                <th
                  scope="colgroup"
                  colSpan={columns.length + 1}
                  className="sticky left-0 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-brand-800"
                >
                  {group.title}
                </th>
              </tr>
              {group.rows.map((row) => {
                const different = several && differs(row);
                return (
                  <tr
                    key={row.key}
                    data-differs={different || undefined}
                    className={`border-t border-slate-100 ${different ? 'bg-amber-50' : ''}`}
                  >
                    <th
                      scope="row"
                      className={`sticky left-0 w-32 min-w-32 p-3 align-top text-xs font-medium text-slate-700 sm:w-48 sm:text-sm ${different ? 'bg-amber-50' : 'bg-white'}`}
                    >
                      {row.label}
                      {different && (
                        <span className="ml-1 inline-block rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold text-amber-950">
                          differs
                        </span>
                      )}
                    </th>
                    {row.values.map((value, index) => (
                      <td key={columns[index]!.key} className="min-w-36 p-3 align-top tabular-nums text-ink">
                        {value}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          ))}
        </table>
      </ScrollRegion>
    </div>
  );
}
