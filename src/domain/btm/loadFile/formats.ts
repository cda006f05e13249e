import { headerName, HEADER_SEARCH_LINES, splitCells } from './csv.ts';
import { parseGreenButton } from './greenButton.ts';
import { parsePlain } from './plainCsv.ts';
import type { LoadFileFormat, Parsed } from './reading.ts';
import { parseSce } from './sce.ts';
import { parseSdge } from './sdge.ts';

/** How the result's first note names each layout. */
export const FORMAT_NAMES: Record<LoadFileFormat, string> = {
  'green-button': 'Green Button export (Opower layout)',
  sce: 'SCE Energy Usage Information export',
  sdge: 'SDG&E Green Button export',
  plain: 'CSV of timestamps and values',
};

/** Recognises the file's layout from its text and reads its rows with that layout's reader. */
export function parseLayout(lines: string[]): Parsed {
  const searched = Math.min(lines.length, HEADER_SEARCH_LINES);
  for (let index = 0; index < searched; index++) {
    if (/^"?data for period starting:/i.test(lines[index]!.trim())) return parseSce(lines);
  }
  for (let index = 0; index < searched; index++) {
    const line = lines[index]!;
    if (!line.includes(',')) continue;
    const names = splitCells(line, ',').map(headerName);
    if (names.includes('type') && names.includes('date') && names.includes('start time')) return parseGreenButton(lines, index, names);
    if (names.includes('meter number') && names.includes('start time') && (names.includes('net') || names.includes('consumption')))
      return parseSdge(lines, index, names);
  }
  return parsePlain(lines);
}
