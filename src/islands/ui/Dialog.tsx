import { useEffect, useId, useRef, type ReactNode } from 'react';

interface Props {
  open: boolean;
  onClose(): void;
  title: string;
  /** A line under the title. */
  subtitle?: string;
  /** Wide for tables (the compare view). */
  size?: 'default' | 'wide';
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: the browser traps focus, closes it on Escape, makes the
 * page behind inert and returns focus where it was. No library needed, and no bytes for one.
 */
export function Dialog({ open, onClose, title, subtitle, size = 'default', children, footer }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className={`m-auto max-h-[90dvh] w-[calc(100%-1.5rem)] overflow-hidden rounded-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-slate-900/60 ${size === 'wide' ? 'max-w-6xl' : 'max-w-2xl'}`}
    >
      {open && (
        <div className="flex max-h-[90dvh] flex-col">
          <header className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div>
              <h2 id={titleId} className="text-lg font-semibold text-ink">
                {title}
              </h2>
              {subtitle && <p className="text-sm text-slate-600">{subtitle}</p>}
            </div>
            <button
              type="button"
              onClick={onClose}
              className="-mr-2 rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-ink"
              aria-label="Close"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
                <path d="M5.3 4.3a1 1 0 0 0-1.4 1.4L8.6 10l-4.7 4.3a1 1 0 1 0 1.4 1.4L10 11.4l4.7 4.3a1 1 0 0 0 1.4-1.4L11.4 10l4.7-4.3a1 1 0 0 0-1.4-1.4L10 8.6 5.3 4.3Z" />
              </svg>
            </button>
          </header>
          {/* Focusable, so a keyboard can scroll a long body (WCAG 2.1.1). */}
          <div tabIndex={0} className="overflow-y-auto px-5 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2">
            {children}
          </div>
          {footer && (
            <footer className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</footer>
          )}
        </div>
      )}
    </dialog>
  );
}
