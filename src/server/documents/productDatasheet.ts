import PDFDocument from 'pdfkit';
import { PRODUCT_CATEGORY_LABELS } from '../../domain/constants.ts';
import { facetsOf, formatFacetValue } from '../../domain/productFacets.ts';
import { formatListPrice, formatUnitPrice, makerAndModel, type Product } from '../../domain/products.ts';
import { pdfText } from './pdfText.ts';

const INK = '#0f172a';
const MUTED = '#475569';
const BRAND = '#047857';
const RULE = '#e2e8f0';
const BAND = '#f1f5f9';
const MARGIN = 50;
const FOOTER_HEIGHT = 40;

/** "JinkoSolar-JKM620N-66HL4M-BDV-datasheet.pdf": a file name any system accepts. */
export function datasheetFileName(product: Pick<Product, 'manufacturer' | 'model'>): string {
  const safe = `${product.manufacturer}-${product.model}`
    .replace(/[^A-Za-z0-9.-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
  return `${safe || 'product'}-datasheet.pdf`;
}

/**
 * A product's datasheet as a PDF (US Letter): what it is, its price and lead time, its key figures
 * and every specification of its catalog record, with where the figures come from in the footer.
 */
export function renderDatasheet(product: Product, generatedAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_HEIGHT, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: pdfText(`${product.name} datasheet`),
      Author: 'Voltfield',
      Subject: pdfText(makerAndModel(product)),
      CreationDate: generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  drawHeader(doc, product, width);
  drawCommercialTerms(doc, product, width);
  const keyFigures = facetsOf(product.category)
    .filter((definition) => product.facets[definition.key] !== undefined)
    .map((definition) => [definition.label, formatFacetValue(definition, product.facets[definition.key])] as const);
  if (keyFigures.length > 0) drawTable(doc, 'Key figures', keyFigures, width);
  drawTable(doc, 'Specifications', Object.entries(product.specifications), width);
  drawFooters(doc, product, generatedAt, width);
  doc.end();
  return finished;
}

function drawHeader(doc: PDFKit.PDFDocument, product: Product, width: number): void {
  doc.rect(0, 0, doc.page.width, 8).fill(BRAND);
  doc
    .fillColor(BRAND)
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('VOLTFIELD', MARGIN, MARGIN - 14, { characterSpacing: 1.5, continued: true });
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .text(`   Product datasheet · ${PRODUCT_CATEGORY_LABELS[product.category]}`, { characterSpacing: 0 });
  doc.moveDown(1.2);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(pdfText(product.name), { width });
  doc.moveDown(0.2);
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(12)
    .text(pdfText(makerAndModel(product)), { width });
  doc.moveDown(1);
}

function drawCommercialTerms(doc: PDFKit.PDFDocument, product: Product, width: number): void {
  const terms = [
    ['List price', formatListPrice(product) ?? 'On request'],
    ['Normalised price', product.unitPrice ? formatUnitPrice(product.unitPrice) : 'Not applicable'],
    ['Lead time', product.leadTimeWeeks ? `About ${product.leadTimeWeeks} weeks` : 'On request'],
  ];
  const top = doc.y;
  const column = width / terms.length;
  doc.rect(MARGIN, top, width, 46).fill(BAND);
  terms.forEach(([label, value], index) => {
    const x = MARGIN + 12 + index * column;
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(8)
      .text(label!.toUpperCase(), x, top + 9, { width: column - 24, characterSpacing: 0.5 });
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(pdfText(value!), x, top + 22, { width: column - 24 });
  });
  doc.x = MARGIN;
  doc.y = top + 46 + 18;
}

/** A two-column table of label and value, rows ruled, breaking across pages as it must. */
function drawTable(doc: PDFKit.PDFDocument, title: string, rows: readonly (readonly [string, string])[], width: number): void {
  const labelWidth = width * 0.38;
  const valueWidth = width - labelWidth - 16;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  if (doc.y + 60 > bottom()) doc.addPage();
  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(12).text(title, MARGIN, doc.y);
  doc.moveDown(0.4);
  doc.fontSize(9.5);
  for (const [label, value] of rows) {
    const labelText = pdfText(label);
    const valueText = pdfText(value);
    const height =
      Math.max(
        doc.font('Helvetica-Bold').heightOfString(labelText, { width: labelWidth }),
        doc.font('Helvetica').heightOfString(valueText, { width: valueWidth }),
      ) + 10;
    if (doc.y + height > bottom()) doc.addPage();
    const top = doc.y;
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .text(labelText, MARGIN, top + 5, { width: labelWidth });
    doc
      .fillColor(INK)
      .font('Helvetica')
      .text(valueText, MARGIN + labelWidth + 16, top + 5, { width: valueWidth });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + width, top + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  }
  doc.moveDown(1.5);
}

function drawFooters(doc: PDFKit.PDFDocument, product: Product, generatedAt: Date, width: number): void {
  const range = doc.bufferedPageRange();
  const note =
    `Generated by Voltfield from catalog record #${product.id} on ${generatedAt.toISOString().slice(0, 10)}. ` +
    'Figures are indicative: confirm them against the manufacturer’s current datasheet and your quote before ordering.';
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
