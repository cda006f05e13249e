/**
 * The Unicode controls that reorder the text after them: the embeddings and overrides
 * (U+202A–U+202E) and the isolates (U+2066–U+2069). A name ending in RIGHT-TO-LEFT OVERRIDE +
 * "gnp.exe" reads "exe.png" wherever it is shown (an email's subject, a list in the admin panel),
 * so they are removed from what people type and from every email. The marks (U+200E, U+200F,
 * U+061C) stay: they only settle where punctuation falls in right-to-left names and cannot turn
 * letters around.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
