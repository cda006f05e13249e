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
  // Every kind of field has `disabled` and `type` ('select-one', 'textarea', 'submit'…).
  const fields = (Array.from(form.elements) as HTMLInputElement[]).filter((field) => !field.disabled);
  const typed = fields
    .filter(
      (field) =>
        // The kinds of text field our forms draw: a new kind joins the list.
        /^(text|number|email|tel|url|search|password|date|textarea)$/.test(field.type) &&
        // Text a number field cannot read ("-", "1." half typed) reads as empty: left on screen as it is.
        !field.validity.badInput &&
        field.value !== field.defaultValue,
    )
    .map((field) => [field, field.value, field.defaultValue] as const);
  for (const field of fields) {
    if (field instanceof HTMLSelectElement) {
      // The option the server rendered as chosen; none in a select React drew in the browser.
      const rendered = Array.from(field.options).find((option) => option.defaultSelected);
      if (rendered && field.value !== rendered.value) send(field, 'change');
    } else if (/^(checkbox|radio)$/.test(field.type)) {
      if (field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked)) replayTick(field);
    } else if (field.type === 'file' && field.files?.length) {
      send(field, 'change');
    }
  }
  // A field a choice took away is out of the page: what it is sent reaches no handler.
  for (const [field, text, rendered] of typed) replayText(field, text, rendered);
}

const send = (field: Element, type: string) => field.dispatchEvent(new Event(type, { bubbles: true }));

/*
 * React fires a field's onChange only when its value differs from the last one it saw, which at
 * hydration is what the field holds. Setting the field through its own property tells React the
 * rendered value; setting the typed one back through the prototype's setter (which React does not
 * watch) and sending the event lets React see the change, as it would a keystroke or a click.
 */
function replayText(field: HTMLInputElement | HTMLTextAreaElement, text: string, rendered: string) {
  field.value = rendered;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, text);
  send(field, 'input');
}

/** A box or an option ticked (or a box cleared): back to how it was rendered, then clicked as the visitor did. */
function replayTick(field: HTMLInputElement) {
  field.checked = !field.checked;
  field.click();
}
