/** Rows loading: grey bars of the list's height, announced once as "Loading". */
export function LoadingRows({ rows = 3, height = 'h-12' }: { rows?: number; height?: string }) {
  return (
    <div className="space-y-2" aria-busy="true">
      <span className="sr-only">Loading</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} aria-hidden="true" className={`${height} animate-pulse rounded-lg bg-slate-100`} />
      ))}
    </div>
  );
}
