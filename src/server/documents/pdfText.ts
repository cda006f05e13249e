/**
 * PDF's standard fonts (Helvetica and friends, built into every reader, so nothing is embedded)
 * draw the Windows-1252 character set. Text outside it is spelled with what is: "≤" as "<=",
 * the minus sign as a hyphen; anything else becomes "?" rather than a wrong glyph.
 */
const SPELLED: Record<string, string> = {
  '−': '-',
  '≤': '<=',
  '≥': '>=',
  '→': '->',
  '←': '<-',
  '≈': '~',
  '√': 'sqrt',
  '∞': 'infinity',
  Ω: 'ohm',
  '\u2009': ' ',
  '\u202f': ' ',
};

/** Windows-1252's printable characters above 0x7F that are not Latin-1 (the 0x80–0x9F block). */
const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function drawable(character: string): boolean {
  const code = character.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || code === 0x0a || CP1252_EXTRAS.has(character);
}

export function pdfText(text: string): string {
  let result = '';
  for (const character of text) result += drawable(character) ? character : (SPELLED[character] ?? '?');
  return result;
}
