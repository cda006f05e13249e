// @vitest-environment jsdom
import { act, useReducer, useRef, useState, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { replayTyping, useAdoptTyping } from './adoptTyping';
import { useFormValues } from './useFormValues';

/** A form of text values by name (useFormValues) with a box its component holds. */
function ValuesForm() {
  const { values, set, formRef } = useFormValues({ acres: '100', state: 'TX' });
  const [backup, setBackup] = useState(false);
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

/** A form over one reducer (as the optimizer's), with a choice of radios, a box ticked at first and a text area. */
function ReducerForm() {
  type State = { mode: string; kWh: string; daylight: boolean; notes: string };
  const [state, change] = useReducer((current: State, next: Partial<State>) => ({ ...current, ...next }), {
    mode: 'typical',
    kWh: '1500000',
    daylight: true,
    notes: '',
  });
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTyping(formRef);
  return (
    <form ref={formRef}>
      {['typical', 'file'].map((mode) => (
        <input key={mode} type="radio" name="mode" value={mode} checked={state.mode === mode} onChange={() => change({ mode })} />
      ))}
      <input name="kWh" value={state.kWh} onChange={(event) => change({ kWh: event.target.value })} />
      <input type="checkbox" name="daylight" checked={state.daylight} onChange={(event) => change({ daylight: event.target.checked })} />
      <textarea name="notes" value={state.notes} onChange={(event) => change({ notes: event.target.value })} />
      <output>{`${state.mode}|${state.kWh}|${state.daylight}|${state.notes}`}</output>
    </form>
  );
}

/** A choice that resets text (as the solar form's state clears its coordinates), after the text in the form. */
function ResettingForm() {
  const [site, setSite] = useState({ state: '', latitude: '' });
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTyping(formRef);
  return (
    <form ref={formRef}>
      <input
        name="latitude"
        value={site.latitude}
        onChange={(event) => {
          const latitude = event.target.value;
          setSite((current) => ({ ...current, latitude }));
        }}
      />
      <select name="state" value={site.state} onChange={(event) => setSite({ state: event.target.value, latitude: '' })}>
        <option value="">None</option>
        <option value="AZ">Arizona</option>
      </select>
      <output>{`${site.state}|${site.latitude}`}</output>
    </form>
  );
}

/** Renders on the "server", lets the visitor change the fields, then hydrates as Astro would. */
async function hydrateAfter(element: ReactElement, typing: (form: HTMLFormElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  typing(container.querySelector('form')!);
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await act(async () => {
    hydrateRoot(container, element);
  });
  return container;
}
const field = <T extends Element>(form: HTMLFormElement, name: string) => form.elements.namedItem(name) as unknown as T;

describe('useAdoptTyping', () => {
  it('adopts what the visitor typed before the island hydrated into values kept by name', async () => {
    const container = await hydrateAfter(<ValuesForm />, (form) => {
      field<HTMLInputElement>(form, 'acres').value = '20';
      field<HTMLSelectElement>(form, 'state').value = 'CA';
      field<HTMLInputElement>(form, 'backup').checked = true;
    });
    expect(container.querySelector('output')!.textContent).toBe('20|CA|true');
    expect(container.querySelector<HTMLInputElement>('input[name=acres]')!.value).toBe('20');
    expect(container.querySelector<HTMLInputElement>('input[name=backup]')!.checked).toBe(true);
  });

  it('adopts it into a reducer: a radio chosen, a box cleared, text typed', async () => {
    const container = await hydrateAfter(<ReducerForm />, (form) => {
      form.querySelector<HTMLInputElement>('input[value=file]')!.checked = true;
      field<HTMLInputElement>(form, 'kWh').value = '900000';
      field<HTMLInputElement>(form, 'daylight').checked = false;
      field<HTMLTextAreaElement>(form, 'notes').value = 'Arizona';
    });
    expect(container.querySelector('output')!.textContent).toBe('file|900000|false|Arizona');
    expect(container.querySelector<HTMLInputElement>('input[value=file]')!.checked).toBe(true);
    expect(container.querySelector<HTMLInputElement>('input[value=typical]')!.checked).toBe(false);
    expect(container.querySelector<HTMLInputElement>('input[name=daylight]')!.checked).toBe(false);
  });

  it('applies a choice before the text, so text a choice resets is kept', async () => {
    const container = await hydrateAfter(<ResettingForm />, (form) => {
      field<HTMLSelectElement>(form, 'state').value = 'AZ';
      field<HTMLInputElement>(form, 'latitude').value = '33.45';
    });
    expect(container.querySelector('output')!.textContent).toBe('AZ|33.45');
    expect(container.querySelector<HTMLInputElement>('input[name=latitude]')!.value).toBe('33.45');
  });

  it('changes nothing in a form rendered in the browser, whose select marks no option as rendered', async () => {
    let changes = 0;
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(
        <form>
          <select name="state" value="CA" onChange={() => (changes += 1)}>
            <option>TX</option>
            <option>CA</option>
          </select>
          <input name="acres" value="100" onChange={() => (changes += 1)} />
        </form>,
      );
    });
    act(() => replayTyping(container.querySelector('form')!));
    expect(changes).toBe(0);
  });

  it('keeps the initial values when nothing was typed', async () => {
    expect((await hydrateAfter(<ValuesForm />, () => undefined)).querySelector('output')!.textContent).toBe('100|TX|false');
    expect((await hydrateAfter(<ReducerForm />, () => undefined)).querySelector('output')!.textContent).toBe('typical|1500000|true|');
  });
});
