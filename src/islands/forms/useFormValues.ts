import { useRef, useState } from 'react';
import { useAdoptTyping } from './adoptTyping';

/**
 * A controlled form's text values (inputs, selects), keyed by field name, with a setter per field,
 * and the form's ref, through which what a visitor typed before hydration is adopted (adoptTyping).
 */
export function useFormValues<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTyping(formRef);

  const set = (field: keyof T & string) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  /** Sets several fields at once (e.g. inputs read from the URL). */
  const merge = (changes: Partial<T>) => setValues((current) => ({ ...current, ...changes }));
  return { values, set, merge, formRef };
}
