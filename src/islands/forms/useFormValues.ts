import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * A controlled form's text values (inputs, selects), keyed by field name, with a setter per field.
 *
 * A visitor can type into the server-rendered form before its island hydrates. React keeps what
 * they typed on screen but starts from the initial state, so the form would compute with values
 * nobody sees, and reset them on the next render. On mount this adopts what the fields hold.
 */
export function useFormValues<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Record<string, string> = {};
    for (const name of Object.keys(initial)) {
      const field = form.elements.namedItem(name);
      if (
        (field instanceof HTMLInputElement && field.type !== 'checkbox') ||
        field instanceof HTMLSelectElement ||
        field instanceof HTMLTextAreaElement
      ) {
        if (field.value !== initial[name]) typed[name] = field.value;
      }
    }
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    // Once, at hydration: later changes arrive through the fields' onChange.
  }, []);

  const set = (field: keyof T & string) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  /** Sets several fields at once (e.g. inputs read from the URL). */
  const merge = (changes: Partial<T>) => setValues((current) => ({ ...current, ...changes }));
  return { values, set, merge, formRef };
}

/** A controlled checkbox's state that, like useFormValues, adopts a tick given before hydration. */
export function useFormChecked(formRef: RefObject<HTMLFormElement | null>, name: string, initial: boolean) {
  const [checked, setChecked] = useState(initial);

  useEffect(() => {
    const field = formRef.current?.elements.namedItem(name);
    if (field instanceof HTMLInputElement && field.checked !== initial) setChecked(field.checked);
    // Once, at hydration: later changes arrive through the field's onChange.
  }, []);

  return [checked, setChecked] as const;
}
