import PDFDocument from 'pdfkit';
import { formatCalendarDate, formatCurrency, formatMomentDate } from '../../domain/format.ts';
import { formatQuantityWithUnit, makerAndModel } from '../../domain/products.ts';
import { formatLeadTime, formatUnitPrice, quoteStanding } from '../../domain/quotes.ts';
import { rfqTitle, type RfqDetail, type RfqItem } from '../../domain/rfqs.ts';
import { displayNameOf } from '../../domain/users.ts';
import { pdfText } from './pdfText.ts';

const INK = '#0f172a';
const MUTED = '#475569';
const BRAND = '#047857';
const RULE = '#e2e8f0';
const BAND = '#f1f5f9';
const MARGIN = 50;
const FOOTER_HEIGHT = 40;

/** "voltfield-quote-42-v2.pdf". */
export function quotePdfFileName(rfq: Pick<RfqDetail, 'id' | 'quote'>): string {
  return `voltfield-quote-${rfq.id}-v${rfq.quote?.version ?? 1}.pdf`;
}

const money = (amount: string) => formatCurrency(Number(amount), 2);

/**
 * A quote as a PDF (US Letter), written as the product datasheet is (decision 021): who asked and
 * for what, where the quote stands (valid until, expired, accepted, declined), each requested line
 * with its quantity and, when staff priced the lines, the unit price, lead time and line total,
 * then the charges (freight, other), the total, and staff's note. Dates of moments are UTC: a
 * document is the same wherever it is opened.
 */
export function renderQuotePdf(rfq: RfqDetail, items: readonly RfqItem[], generatedAt: Date): Promise<Buffer> {
  const quote = rfq.quote!;
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_HEIGHT, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: pdfText(`Quote for ${rfqTitle(rfq)}`), Author: 'Voltfield', Subject: `RFQ #${rfq.id}`, CreationDate: generatedAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const standing = quoteStanding(rfq, generatedAt, 'UTC')!;
  drawHeader(doc, rfq, width);
  drawTerms(
    doc,
    [
      ['Total', money(quote.amount)],
      ['Quote', standing.text],
      ['Version', `${quote.version ?? 1}, sent ${formatMomentDate(quote.quotedAt, 'UTC')}`],
    ],
    width,
  );
  drawFacts(
    doc,
    [
      ['Requested by', `${displayNameOf(rfq.requester)} (${rfq.requester.email})`],
      ['Organization', rfq.requester.organizationName ?? '-'],
      ['Ship to', rfq.shipToAddress ?? '-'],
      ['Required by', rfq.neededBy ? formatCalendarDate(rfq.neededBy) : 'Not specified'],
      ...(rfq.answer?.reason
        ? ([[rfq.answer.status === 'declined' ? 'Declined because' : 'Withdrawn because', rfq.answer.reason]] as const)
        : []),
    ],
    width,
  );
  drawLines(doc, items, width);
  drawTotals(doc, rfq, width);
  if (quote.note) {
    section(doc, 'Note from Voltfield');
    doc.fillColor(INK).font('Helvetica').fontSize(10).text(pdfText(quote.note), MARGIN, doc.y, { width });
  }
  drawFooters(doc, rfq, generatedAt, width);
  doc.end();
  return finished;
}

function bottom(doc: PDFKit.PDFDocument): number {
  return doc.page.height - doc.page.margins.bottom;
}

function section(doc: PDFKit.PDFDocument, title: string): void {
  if (doc.y + 60 > bottom(doc)) doc.addPage();
  doc.moveDown(0.8);
  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(12).text(title, MARGIN, doc.y);
  doc.moveDown(0.4);
}

function drawHeader(doc: PDFKit.PDFDocument, rfq: RfqDetail, width: number): void {
  doc.rect(0, 0, doc.page.width, 8).fill(BRAND);
  doc
    .fillColor(BRAND)
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('VOLTFIELD', MARGIN, MARGIN - 14, { characterSpacing: 1.5, continued: true });
  doc.fillColor(MUTED).font('Helvetica').text(`   Quote · RFQ #${rfq.id}`, { characterSpacing: 0 });
  doc.moveDown(1.2);
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(pdfText(rfqTitle(rfq)), { width });
  doc.moveDown(1);
}

/** A band of three figures side by side. */
function drawTerms(doc: PDFKit.PDFDocument, terms: readonly (readonly [string, string])[], width: number): void {
  const top = doc.y;
  const column = width / terms.length;
  doc.rect(MARGIN, top, width, 52).fill(BAND);
  terms.forEach(([label, value], index) => {
    const x = MARGIN + 12 + index * column;
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(8)
      .text(label.toUpperCase(), x, top + 9, { width: column - 24, characterSpacing: 0.5 });
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(index === 0 ? 14 : 10)
      .text(pdfText(value), x, top + 22, { width: column - 24 });
  });
  doc.x = MARGIN;
  doc.y = top + 52 + 12;
}

/** Label and value rows. */
function drawFacts(doc: PDFKit.PDFDocument, facts: readonly (readonly [string, string])[], width: number): void {
  const labelWidth = 110;
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

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

/** A table row: each cell's text in its column, the row as tall as its tallest cell, ruled under. */
function drawRow(
  doc: PDFKit.PDFDocument,
  columns: readonly Column[],
  cells: readonly string[][],
  font: 'Helvetica' | 'Helvetica-Bold',
): void {
  const texts = cells.map((lines) => lines.map(pdfText));
  const heights = texts.map((lines, index) =>
    lines.reduce(
      (sum, line, at) => sum + doc.font(at === 0 ? font : 'Helvetica').heightOfString(line, { width: columns[index]!.width - 8 }),
      0,
    ),
  );
  const height = Math.max(...heights) + 10;
  if (doc.y + height > bottom(doc)) doc.addPage();
  const top = doc.y;
  let x = MARGIN;
  texts.forEach((lines, index) => {
    const column = columns[index]!;
    let y = top + 5;
    lines.forEach((line, at) => {
      doc
        .fillColor(at === 0 ? INK : MUTED)
        .font(at === 0 ? font : 'Helvetica')
        .text(line, x + 4, y, { width: column.width - 8, align: column.align });
      y = doc.y;
    });
    x += column.width;
  });
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  doc
    .moveTo(MARGIN, top + height)
    .lineTo(MARGIN + width, top + height)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.x = MARGIN;
  doc.y = top + height;
}

/** The requested lines: quantity, and what staff quoted for each when the quote prices them. */
function drawLines(doc: PDFKit.PDFDocument, items: readonly RfqItem[], width: number): void {
  const priced = items.some((item) => item.quote);
  section(doc, priced ? 'Quoted lines' : 'Requested lines');
  doc.fontSize(9);
  const columns: Column[] = priced
    ? [
        { title: '#', width: 22, align: 'left' },
        { title: 'Product', width: width - 22 - 90 - 75 - 65 - 80, align: 'left' },
        { title: 'Quantity', width: 90, align: 'right' },
        { title: 'Unit price', width: 75, align: 'right' },
        { title: 'Lead time', width: 65, align: 'right' },
        { title: 'Line total', width: 80, align: 'right' },
      ]
    : [
        { title: '#', width: 22, align: 'left' },
        { title: 'Product', width: width - 22 - 110, align: 'left' },
        { title: 'Quantity', width: 110, align: 'right' },
      ];
  drawRow(
    doc,
    columns,
    columns.map((column) => [column.title]),
    'Helvetica-Bold',
  );
  items.forEach((item, index) => {
    const product = [item.product.name || `Product ID: ${item.productId}`, makerAndModel(item.product)];
    if (item.specifications) product.push(item.specifications);
    const quantity = formatQuantityWithUnit(item.quantity, item.product.unitType);
    const cells = priced
      ? [
          [String(index + 1)],
          product,
          [quantity],
          [item.quote ? formatUnitPrice(item.quote.unitPrice) : '-'],
          [item.quote ? formatLeadTime(item.quote.leadTimeWeeks) : '-'],
          [item.quote ? money(item.quote.lineTotal) : '-'],
        ]
      : [[String(index + 1)], product, [quantity]];
    drawRow(doc, columns, cells, 'Helvetica');
  });
}

/** The lines' subtotal, each charge, and the total; a quote of one total says so. */
function drawTotals(doc: PDFKit.PDFDocument, rfq: RfqDetail, width: number): void {
  const quote = rfq.quote!;
  const rows: [string, string][] = [];
  if (quote.subtotal) rows.push(['Lines', money(quote.subtotal)]);
  else rows.push(['Quoted as one total for the lines above', '']);
  for (const charge of quote.charges ?? []) rows.push([charge.label, money(charge.amount)]);
  doc.moveDown(0.6);
  const labelWidth = width - 120;
  doc.fontSize(10);
  for (const [label, value] of rows) {
    if (doc.y + 18 > bottom(doc)) doc.addPage();
    const top = doc.y;
    doc.fillColor(MUTED).font('Helvetica').text(pdfText(label), MARGIN, top, { width: labelWidth, align: 'right' });
    doc.fillColor(INK).text(value, MARGIN + labelWidth, top, { width: 120, align: 'right' });
    doc.y = Math.max(doc.y, top + 14);
  }
  const top = doc.y + 4;
  doc
    .moveTo(MARGIN + labelWidth - 60, top)
    .lineTo(MARGIN + width, top)
    .lineWidth(1)
    .strokeColor(INK)
    .stroke();
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(12)
    .text('Total', MARGIN, top + 6, { width: labelWidth, align: 'right' });
  doc.text(money(quote.amount), MARGIN + labelWidth, top + 6, { width: 120, align: 'right' });
  doc.x = MARGIN;
}

function drawFooters(doc: PDFKit.PDFDocument, rfq: RfqDetail, generatedAt: Date, width: number): void {
  const range = doc.bufferedPageRange();
  const note =
    `Generated by Voltfield for RFQ #${rfq.id} on ${generatedAt.toISOString().slice(0, 10)} (UTC). ` +
    'Prices in US dollars, excluding taxes unless a line says otherwise. The quote holds through its valid-until day.';
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const top = doc.page.height - MARGIN - FOOTER_HEIGHT + 12;
    // Writing below the bottom margin would start a new page; lift the margin while the footer is drawn.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .moveTo(MARGIN, top)
      .lineTo(MARGIN + width, top)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(7.5)
      .text(note, MARGIN, top + 6, { width: width - 60 });
    doc.text(`Page ${index - range.start + 1} of ${range.count}`, MARGIN + width - 60, top + 6, { width: 60, align: 'right' });
    doc.page.margins.bottom = margin;
  }
}
