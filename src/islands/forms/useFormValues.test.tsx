// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useFormChecked, useFormValues } from './useFormValues';

function Probe() {
  const { values, set, formRef } = useFormValues({ acres: '100', state: 'TX' });
  const [backup, setBackup] = useFormChecked(formRef, 'backup', false);
  return (
    <form ref={formRef}>
      <input type="checkbox" name="backup" aria-label="Backup" checked={backup} onChange={(event) => setBackup(event.target.checked)} />
      <input name="acres" aria-label="Acres" value={values.acres} onChange={(event) => set('acres')(event.target.value)} />
      <select name="state" aria-label="State" value={values.state} onChange={(event) => set('state')(event.target.value)}>
        <option>TX</option>
        <option>CA</option>
      </select>
      <output>{`${values.acres}|${values.state}|${backup}`}</output>
    </form>
  );
}

/** Renders on the "server", lets the visitor change the fields, then hydrates as Astro would. */
async function hydrateAfter(typing: (form: HTMLFormElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Probe />);
  document.body.append(container);
  typing(container.querySelector('form')!);
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await act(async () => {
    hydrateRoot(container, <Probe />);
  });
  return container;
}

describe('useFormValues', () => {
  it('adopts what the visitor typed before the island hydrated', async () => {
    const container = await hydrateAfter((form) => {
      (form.elements.namedItem('acres') as HTMLInputElement).value = '20';
      (form.elements.namedItem('state') as HTMLSelectElement).value = 'CA';
      (form.elements.namedItem('backup') as HTMLInputElement).checked = true;
    });
    expect(container.querySelector('output')!.textContent).toBe('20|CA|true');
    expect(container.querySelector<HTMLInputElement>('input[name=acres]')!.value).toBe('20');
    expect(container.querySelector<HTMLInputElement>('input[name=backup]')!.checked).toBe(true);
  });

  it('keeps the initial values when nothing was typed', async () => {
    const container = await hydrateAfter(() => undefined);
    expect(container.querySelector('output')!.textContent).toBe('100|TX|false');
  });
});
