import { useEffect, type RefObject } from 'react';

/**
 * A visitor can change a server-rendered form before its island hydrates. React keeps what they
 * typed on screen but its state starts from the initial values, so the form would compute with
 * values nobody sees and put them back on the next render. Once hydrated, this replays each field
 * that differs from what the server rendered as the event the visitor's own change would have
 * sent, so the field's onChange applies it, whatever state the form keeps (values by name, a
 * reducer over sections). A text area whose rendered text is not empty cannot be adopted: React
 * puts its text back as it hydrates, before this runs (none of ours has any).
 */
export function useAdoptTyping(formRef: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    if (formRef.current) replayTyping(formRef.current);
    // Once, at hydration: later changes arrive through the fields' own events.
  }, []);
}

/**
 * Replays the changes made to the form's fields before hydration: its choices first (selects,
 * boxes, radios, files), then its text, each in the form's order. A choice may reset text (a state
 * chosen clears the coordinates), so the text typed is read before and applied after; the order in
 * which the visitor made them is not known.
 */
export function replayTyping(form: HTMLFormElement) {
  const fields = Array.from(form.elements).filter(
    (field): field is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
      (field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) && !field.disabled,
  );
  const typed = fields
    .filter(isTextField)
    // Text a number field cannot read ("-", "1." half typed) reads as empty: left on screen as it is.
    .filter((field) => !field.validity.badInput && field.value !== field.defaultValue)
    .map((field) => ({ field, text: field.value, rendered: field.defaultValue }));
  for (const field of fields) {
    if (field instanceof HTMLSelectElement) {
      const rendered = renderedOption(field);
      if (rendered !== undefined && field.value !== rendered) field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field.type === 'checkbox' || field.type === 'radio') {
      const box = field as HTMLInputElement;
      if (box.checked !== box.defaultChecked && (box.type === 'checkbox' || box.checked)) replayTick(box);
    } else if (field.type === 'file' && (field as HTMLInputElement).files?.length) {
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
  // A field a choice took away is no longer in the form: nothing to apply it to.
  for (const { field, text, rendered } of typed) if (field.isConnected) replayText(field, text, rendered);
}

const isTextField = (field: Element): field is HTMLInputElement | HTMLTextAreaElement =>
  field instanceof HTMLTextAreaElement ||
  (field instanceof HTMLInputElement && !['checkbox', 'radio', 'file', 'hidden'].includes(field.type));

/**
 * The value of the option the server rendered as chosen; none when it marked none (a select React
 * rendered in the browser marks none, and has nothing to adopt).
 */
const renderedOption = (select: HTMLSelectElement) => Array.from(select.options).find((option) => option.defaultSelected)?.value;

/*
 * React fires a field's onChange only when its value differs from the last one it saw, which at
 * hydration is what the field holds. Setting the field through its own property tells React the
 * rendered value; setting the typed one back through the prototype's setter (which React does not
 * watch) and sending the event lets React see the change, as it would a keystroke or a click.
 */
function replayText(field: HTMLInputElement | HTMLTextAreaElement, text: string, rendered: string) {
  field.value = rendered;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A box or an option ticked (or a box cleared): back to how it was rendered, then clicked as the visitor did. */
function replayTick(field: HTMLInputElement) {
  field.checked = !field.checked;
  field.click();
}
