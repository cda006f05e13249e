import type { ReactNode } from 'react';

/**
 * A table wider (or longer) than its place, scrolling within itself: a named region that takes the
 * focus, so a keyboard can scroll it too and a screen reader says what it holds. The class gives
 * the overflow and the frame.
 */
export function ScrollRegion({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <div className={className} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
