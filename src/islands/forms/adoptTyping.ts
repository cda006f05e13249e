import { useEffect, type RefObject } from 'react';

/**
 * A visitor can change a server-rendered form before its island hydrates. React keeps what they
 * typed on screen but its state starts from the initial values, so the form would compute with
 * values nobody sees and put them back on the next render. Once hydrated, this replays each field
 * that differs from what the server rendered as the event the visitor's own change would have
 * sent, so the field's onChange applies it, whatever state the form keeps (values by name, a
 * reducer over sections).
 */
export function useAdoptTyping(formRef: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    if (formRef.current) replayTyping(formRef.current);
    // Once, at hydration: later changes arrive through the fields' own events.
  }, []);
}

/** Replays, in the form's order, the changes made to its fields before hydration. */
export function replayTyping(form: HTMLFormElement) {
  for (const field of Array.from(form.elements)) {
    if (field instanceof HTMLSelectElement) {
      if (!field.disabled && field.value !== renderedOption(field)) field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field instanceof HTMLTextAreaElement) {
      if (!field.disabled && field.value !== field.defaultValue) replayText(field);
    } else if (field instanceof HTMLInputElement && !field.disabled) {
      if (field.type === 'checkbox' || field.type === 'radio') {
        if (field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked)) replayTick(field);
      } else if (field.type === 'file') {
        if (field.files?.length) field.dispatchEvent(new Event('change', { bubbles: true }));
      } else if (field.type !== 'hidden' && field.value !== field.defaultValue) {
        replayText(field);
      }
    }
  }
}

/** The value of the option the server rendered as chosen (the first, when none was marked). */
const renderedOption = (select: HTMLSelectElement) =>
  (Array.from(select.options).find((option) => option.defaultSelected) ?? select.options[0])?.value ?? '';

/*
 * React fires a field's onChange only when its value differs from the last one it saw, which at
 * hydration is what the field holds. Setting the field through its own property tells React the
 * rendered value; setting the typed one back through the prototype's setter (which React does not
 * watch) and sending the event lets React see the change, as it would a keystroke or a click.
 */
function replayText(field: HTMLInputElement | HTMLTextAreaElement) {
  const typed = field.value;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A box or an option ticked (or a box cleared): back to how it was rendered, then clicked as the visitor did. */
function replayTick(field: HTMLInputElement) {
  field.checked = !field.checked;
  field.click();
}
