import { $toasts, dismissToast, type Toast } from '~/stores/toasts';

/** Renders `$toasts` into the layout's toast region; islands and scripts only call `toast()`. */
export function initToastRegion(region: HTMLElement): void {
  $toasts.subscribe((toasts) => {
    region.replaceChildren(...toasts.map(renderToast));
  });
}

function renderToast(toast: Toast): HTMLDivElement {
  const destructive = toast.variant === 'destructive';
  const item = document.createElement('div');
  item.setAttribute('role', destructive ? 'alert' : 'status');
  item.dataset.toast = toast.variant ?? 'default';
  item.className = [
    'pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg',
    destructive ? 'border-red-700 bg-red-700 text-white' : 'border-slate-200 bg-white text-ink',
  ].join(' ');

  const body = document.createElement('div');
  body.className = 'min-w-0 flex-1';
  const title = document.createElement('p');
  title.className = 'text-sm font-semibold';
  title.textContent = toast.title;
  body.append(title);
  if (toast.description) {
    const description = document.createElement('p');
    description.className = destructive ? 'mt-1 text-sm text-red-50' : 'mt-1 text-sm text-slate-700';
    description.textContent = toast.description;
    body.append(description);
  }
  if (toast.action) {
    const action = document.createElement('a');
    action.href = toast.action.href;
    action.textContent = toast.action.label;
    action.className = 'mt-2 inline-block rounded-md border border-current px-3 py-1 text-sm font-semibold';
    body.append(action);
  }

  const close = document.createElement('button');
  close.type = 'button';
  close.setAttribute('aria-label', 'Close notification');
  close.className = 'rounded-md p-1 opacity-80 hover:opacity-100';
  close.textContent = '✕';
  close.addEventListener('click', () => dismissToast(toast.id));

  item.append(body, close);
  return item;
}
