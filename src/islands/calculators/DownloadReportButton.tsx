/** The calculators' download of their result (JSON and CSV, built in the browser). */
export function DownloadReportButton({ onClick }: { onClick(): void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="self-start rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
    >
      Download report (JSON + CSV)
    </button>
  );
}
