import PDFDocument from 'pdfkit';
import { pdfText } from './pdfText.ts';

/**
 * The page every Voltfield PDF is written on (decision 021): US Letter, the brand band and line at
 * the top, a figure band, and a footer on every page saying where the document comes from.
 */
export const INK = '#0f172a';
export const MUTED = '#475569';
export const BRAND = '#047857';
export const RULE = '#e2e8f0';
export const MARGIN = 50;
const BAND = '#f1f5f9';
const FOOTER_HEIGHT = 40;

export interface PdfPage {
  doc: PDFKit.PDFDocument;
  /** The width between the margins. */
  width: number;
  /** Draws the footers and ends the document; resolves to its bytes. */
  finish(footerNote: string): Promise<Buffer>;
}

export function startPdf(info: { title: string; subject: string; generatedAt: Date }): PdfPage {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_HEIGHT, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: pdfText(info.title), Author: 'Voltfield', Subject: pdfText(info.subject), CreationDate: info.generatedAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  return {
    doc,
    width,
    finish(footerNote) {
      drawFooters(doc, footerNote, width);
      doc.end();
      return finished;
    },
  };
}

/** Where the page's writing must stop. */
export function bottom(doc: PDFKit.PDFDocument): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** The brand band and line ("VOLTFIELD   Quote · RFQ #42"), then the document's title. */
export function drawHeader(doc: PDFKit.PDFDocument, kind: string, title: string, width: number): void {
  doc.rect(0, 0, doc.page.width, 8).fill(BRAND);
  doc
    .fillColor(BRAND)
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('VOLTFIELD', MARGIN, MARGIN - 14, { characterSpacing: 1.5, continued: true });
  doc.fillColor(MUTED).font('Helvetica').text(`   ${kind}`, { characterSpacing: 0 });
  doc.moveDown(1.2);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(pdfText(title), { width });
}

/** A band of figures side by side, each under its label; the first one larger when `leadSize` is given. */
export function drawFigureBand(
  doc: PDFKit.PDFDocument,
  figures: readonly (readonly [string, string])[],
  width: number,
  { height, size, leadSize = size, gapAfter }: { height: number; size: number; leadSize?: number; gapAfter: number },
): void {
  const top = doc.y;
  const column = width / figures.length;
  doc.rect(MARGIN, top, width, height).fill(BAND);
  figures.forEach(([label, value], index) => {
    const x = MARGIN + 12 + index * column;
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(8)
      .text(label.toUpperCase(), x, top + 9, { width: column - 24, characterSpacing: 0.5 });
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(index === 0 ? leadSize : size)
      .text(pdfText(value), x, top + 22, { width: column - 24 });
  });
  doc.x = MARGIN;
  doc.y = top + height + gapAfter;
}

/** A rule across the page at `y`. */
export function rule(doc: PDFKit.PDFDocument, y: number, width: number): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
}

function drawFooters(doc: PDFKit.PDFDocument, note: string, width: number): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const top = doc.page.height - MARGIN - FOOTER_HEIGHT + 12;
    // Writing below the bottom margin would start a new page; lift the margin while the footer is drawn.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    rule(doc, top, width);
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(7.5)
      .text(note, MARGIN, top + 6, { width: width - 60 });
    doc.text(`Page ${index - range.start + 1} of ${range.count}`, MARGIN + width - 60, top + 6, { width: 60, align: 'right' });
    doc.page.margins.bottom = margin;
  }
}

/** A section's heading, on a new page when too little of this one is left for it and a few lines. */
export function section(doc: PDFKit.PDFDocument, title: string): void {
  if (doc.y + 60 > bottom(doc)) doc.addPage();
  doc.moveDown(0.8);
  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(12).text(title, MARGIN, doc.y);
  doc.moveDown(0.4);
}

/** Label and value rows; `labelWidth` fits the longest label on one line. */
export function drawFacts(doc: PDFKit.PDFDocument, facts: readonly (readonly [string, string])[], width: number, labelWidth = 110): void {
  doc.fontSize(9.5);
  for (const [label, value] of facts) {
    const text = pdfText(value);
    const height = doc.font('Helvetica').heightOfString(text, { width: width - labelWidth }) + 4;
    if (doc.y + height > bottom(doc)) doc.addPage();
    const top = doc.y;
    doc.fillColor(MUTED).font('Helvetica-Bold').text(label, MARGIN, top, { width: labelWidth });
    doc
      .fillColor(INK)
      .font('Helvetica')
      .text(text, MARGIN + labelWidth, top, { width: width - labelWidth });
    doc.y = top + height;
  }
}
