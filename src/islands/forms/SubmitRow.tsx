import { useHydrated } from './useHydrated';

interface Props {
  label: string;
  /** The button's text while the request is in flight, e.g. 'Submitting...'. */
  pendingLabel: string;
  pending: boolean;
  /** A form-level error (not tied to one field), announced when it appears. */
  error?: string;
}

/** A form's closing row: its error, if any, and the submit button, disabled until hydrated and while pending. */
export function SubmitRow({ label, pendingLabel, pending, error }: Props) {
  const hydrated = useHydrated();
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={pending || !hydrated}
        className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {pending ? pendingLabel : label}
      </button>
    </>
  );
}
