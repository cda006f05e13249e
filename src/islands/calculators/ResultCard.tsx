import type { ReactNode } from 'react';
import { DownloadReportButton } from './DownloadReportButton';
import { ResultWarnings } from './ResultWarnings';

interface Props {
  children: ReactNode;
  /** The result's warnings, shown first: they say how far to trust the figures below. */
  warnings?: readonly string[];
  onDownload(): void;
}

/** The panel every calculator's result sits in: its warnings, the figures, the report download. */
export function ResultCard({ children, warnings = [], onDownload }: Props) {
  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
      <ResultWarnings warnings={warnings} />
      {children}
      <DownloadReportButton onClick={onDownload} />
    </div>
  );
}
