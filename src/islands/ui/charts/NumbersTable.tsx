import type { ReactNode } from 'react';
import { ScrollRegion } from '../ScrollRegion';

interface Props {
  /** The chart's title: the table is named "<title>: the numbers". */
  title: string;
  /** The first column's heading, then the other columns' headings. */
  labelHeading: string;
  columns: string[];
  /** A row per label, its cells in the columns' order. */
  labels: string[];
  rows: ReactNode[][];
}

/** A chart's numbers as a table under "Show the numbers", for anyone who would rather read them than the picture. */
export function NumbersTable({ title, labelHeading, columns, labels, rows }: Props) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-brand-800">Show the numbers</summary>
      <ScrollRegion label={`${title}: the numbers`} className="mt-2 max-h-72 overflow-auto">
        <table className="w-full text-left text-xs">
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-1 pr-3">
                {labelHeading}
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="py-1 pr-3 text-right last:pr-0">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, index) => (
              <tr key={label} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-3 font-normal whitespace-nowrap">
                  {label}
                </th>
                {rows[index]!.map((cell, column) => (
                  <td key={columns[column]} className="py-1 pr-3 text-right tabular-nums last:pr-0">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </details>
  );
}
