import { useHydrated } from '../ui/useHydrated';

interface Props {
  label: string;
  /** The button's text while the request is in flight, e.g. 'Submitting...' or 'Calculating...'. */
  pendingLabel: string;
  pending: boolean;
  /** A form-level error (not tied to one field), announced when it appears. */
  error?: string;
  /** Where the row sits in its form's layout, e.g. `col-span-2` in a two-column grid. */
  className?: string;
  /** Disabled for a reason of the form's own (an RFQ without items), besides pending. */
  disabled?: boolean;
}

/** Every form's closing row: its error, if any, and the submit button, disabled until hydrated and while pending. */
export function SubmitRow({ label, pendingLabel, pending, error, className = '', disabled = false }: Props) {
  const hydrated = useHydrated();
  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={pending || disabled || !hydrated}
        className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {pending ? pendingLabel : label}
      </button>
    </div>
  );
}
