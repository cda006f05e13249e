import { atom } from 'nanostores';
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS } from '~/domain/timings';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** An optional link shown in the toast, e.g. Sign In. */
  action?: { label: string; href: string };
  durationMs?: number;
}

export interface Toast extends ToastInput {
  id: number;
}

/** The toasts on screen, newest last; at most MAX_VISIBLE_TOASTS (one at a time). */
export const $toasts = atom<Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

/** Shows a toast, dropping the oldest beyond the limit; it closes itself after 5 s by default. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  const current = $toasts.get();
  const overflow = Math.max(0, current.length + 1 - MAX_VISIBLE_TOASTS);
  for (const dropped of current.slice(0, overflow)) clearTimeout(timers.get(dropped.id));
  $toasts.set([...current.slice(overflow), { ...input, id }]);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), input.durationMs ?? TOAST_DURATION_MS),
  );
  return id;
}
