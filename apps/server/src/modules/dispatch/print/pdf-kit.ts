import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { mmToPx, PRINT_PAGE, pxToPt } from '@tms/domain';
import type PDFDocument from 'pdfkit';

/**
 * The drawing pieces every printed form shares: an A4 page in points, a CJK font and Code128 barcodes.
 * The font is Noto Sans SC (Source Han Sans, SIL OFL 1.1) from the npm package @embedpdf/fonts-sc; pdfkit
 * embeds only the glyphs a document uses (a subset), so a note stays small. Loaded once per process, with
 * pdfkit and the barcode writer, at the first print: a process that never prints never holds them.
 */
const require = createRequire(import.meta.url);
let fontCache: { regular: Buffer; bold: Buffer } | undefined;
function fonts() {
  if (!fontCache) {
    const dir = join(dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');
    fontCache = {
      regular: readFileSync(join(dir, 'NotoSansHans-Regular.otf')),
      bold: readFileSync(join(dir, 'NotoSansHans-Bold.otf')),
    };
  }
  return fontCache;
}

export const PAGE: {
  width: number;
  height: number;
  margin: number;
  headerPt: number;
  footerPt: number;
  rowPt: number;
} = {
  width: pxToPt(mmToPx(PRINT_PAGE.widthMm)),
  height: pxToPt(mmToPx(PRINT_PAGE.heightMm)),
  margin: 20,
  /** The 480 px kept for header and footer (360 pt): 205 above the table, 155 below. */
  headerPt: 205,
  footerPt: pxToPt(PRINT_PAGE.reservedPx) - 205,
  rowPt: pxToPt(PRINT_PAGE.rowPx),
};
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

export type Doc = InstanceType<typeof PDFDocument>;

export async function newDocument(title: string): Promise<Doc> {
  const { default: PDFKit } = await import('pdfkit');
  const doc = new PDFKit({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    bufferPages: false,
    info: { Title: title, Producer: 'TMS', Creator: 'TMS' },
  });
  const f = fonts();
  doc.registerFont('cjk', f.regular);
  doc.registerFont('cjk-bold', f.bold);
  return doc;
}

export function finish(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

const barcodes = new Map<string, Buffer>();
/** A Code128 PNG of a code, with the human-readable text under the bars (cached per code). */
export async function barcodePng(code: string): Promise<Buffer> {
  const hit = barcodes.get(code);
  if (hit) return hit;
  const { default: bwipjs } = await import('bwip-js/node');
  const png = await bwipjs.toBuffer({
    bcid: 'code128',
    text: code,
    scale: 3,
    height: 12,
    includetext: true,
    textxalign: 'center',
    paddingwidth: 4,
  });
  if (barcodes.size > 2000) barcodes.clear();
  barcodes.set(code, png);
  return png;
}

/** Text cut to fit a width (with an ellipsis), so a long item name never spills into the next cell. */
export function fit(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let end = text.length;
  while (end > 0 && doc.widthOfString(`${text.slice(0, end)}…`) > width) end -= 1;
  return `${text.slice(0, end)}…`;
}

/**
 * `text` broken into lines no wider than `width` at the document's current font and size: at spaces where
 * a line has one (Latin words stay whole), anywhere else (Chinese has no spaces). A word wider than the
 * line is broken where it must.
 */
export function wrapLines(doc: Doc, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of text) {
    const next = line + ch;
    if (line === '' || doc.widthOfString(next) <= width) {
      line = next;
      continue;
    }
    const space = line.lastIndexOf(' ');
    if (ch !== ' ' && space > 0) {
      lines.push(line.slice(0, space));
      line = line.slice(space + 1) + ch;
    } else {
      lines.push(line.trimEnd());
      line = ch === ' ' ? '' : ch;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Font sizes a cell's text may shrink to, largest first: the smallest is still legible on paper. */
const CELL_SIZES = [7.5, 6.5, 5.5, 4.5] as const;
const LEADING = 1.1;

/**
 * A cell's text laid out in a table row of fixed height (the A4 rule pages rows of one height): one line
 * at the table's size when it fits; else wrapped, at the largest size whose lines all fit the row's
 * height, so a long item name prints whole. Only a text too long even at the smallest size is cut, with
 * an ellipsis, on its last line.
 */
export function cellLines(
  doc: Doc,
  text: string,
  width: number,
  heightPt: number,
  size: number,
): { size: number; lines: string[] } {
  doc.fontSize(size);
  if (doc.widthOfString(text) <= width) return { size, lines: [text] };
  const sizes = CELL_SIZES.filter((s) => s <= size);
  for (const each of sizes) {
    doc.fontSize(each);
    const lines = wrapLines(doc, text, width);
    if (lines.length * each * LEADING <= heightPt) return { size: each, lines };
  }
  const smallest = sizes.at(-1) ?? size;
  doc.fontSize(smallest);
  const room = Math.max(1, Math.floor(heightPt / (smallest * LEADING)));
  const lines = wrapLines(doc, text, width).slice(0, room);
  const last = lines.length - 1;
  let tail = lines[last] ?? '';
  while (tail && doc.widthOfString(`${tail}…`) > width) tail = tail.slice(0, -1);
  lines[last] = `${tail}…`;
  return { size: smallest, lines };
}

export type Column = { label: string; width: number; align?: 'left' | 'right' | 'center' };
/** A table row; `span` merges the first cells into one label cell (subtotal rows). */
export type TableRow = { cells: string[]; shade?: boolean; bold?: boolean; span?: number };

/** Draws the heading row and the rows of one page's table from `top`. */
export function drawTable(doc: Doc, columns: Column[], rows: TableRow[], top: number): number {
  const { rowPt, margin } = PAGE;
  const draw = (cells: string[], y: number, opts: { shade?: boolean; bold?: boolean; span?: number }) => {
    if (opts.shade) doc.rect(margin, y, CONTENT_WIDTH, rowPt).fill('#eeeeee').fillColor('black');
    doc.font(opts.bold ? 'cjk-bold' : 'cjk').fontSize(7.5);
    let x = margin;
    let i = 0;
    while (i < columns.length) {
      const span = i === 0 && opts.span ? opts.span : 1;
      const width = columns.slice(i, i + span).reduce((s, c) => s + c.width, 0);
      const text = cells[i] ?? '';
      if (text) {
        // Placed by hand (no width option): pdfkit's line wrapper per cell would dominate a 30-page note.
        // A text wider than its cell wraps (smaller) inside the row instead of being cut.
        const { size, lines } = cellLines(doc, text, width - 4, rowPt - 2, 7.5);
        const align = span > 1 ? 'left' : (columns[i]?.align ?? 'left');
        const top = lines.length === 1 ? y + 5 : y + (rowPt - lines.length * size * LEADING) / 2;
        lines.forEach((shown, k) => {
          const w = align === 'left' ? 0 : doc.widthOfString(shown);
          const tx = align === 'right' ? x + width - 2 - w : align === 'center' ? x + (width - w) / 2 : x + 2;
          doc.text(shown, tx, top + k * size * LEADING, { lineBreak: false });
        });
        doc.fontSize(7.5);
      }
      doc
        .moveTo(x + width, y)
        .lineTo(x + width, y + rowPt)
        .stroke();
      x += width;
      i += span;
    }
    doc
      .moveTo(margin, y)
      .lineTo(margin, y + rowPt)
      .moveTo(margin, y + rowPt)
      .lineTo(margin + CONTENT_WIDTH, y + rowPt)
      .stroke();
  };
  doc.lineWidth(0.5).strokeColor('#333333');
  doc
    .moveTo(margin, top)
    .lineTo(margin + CONTENT_WIDTH, top)
    .stroke();
  draw(
    columns.map((c) => c.label),
    top,
    { shade: true, bold: true },
  );
  let y = top + rowPt;
  for (const row of rows) {
    draw(row.cells, y, row);
    y += rowPt;
  }
  return y;
}

/** Label: value pairs (labels with their colon) in a grid of `perRow` columns from (margin, top); returns the y below the grid. */
export function drawFields(
  doc: Doc,
  fields: [string, string][],
  top: number,
  perRow = 2,
  lineH = 15,
): number {
  const colW = CONTENT_WIDTH / perRow;
  fields.forEach(([label, value], i) => {
    const x = PAGE.margin + (i % perRow) * colW;
    const y = top + Math.floor(i / perRow) * lineH;
    doc.font('cjk-bold').fontSize(8.5);
    const head = label;
    const w = doc.widthOfString(head);
    doc.text(head, x, y, { lineBreak: false });
    doc.font('cjk').text(fit(doc, value, colW - w - 6), x + w, y, { lineBreak: false });
  });
  return top + Math.ceil(fields.length / perRow) * lineH;
}

/** Blanks to fill in by hand ("label: ________", labels with their colon) in a grid. */
export function drawBlanks(doc: Doc, labels: string[], top: number, perRow = 4, lineH = 20): number {
  const colW = CONTENT_WIDTH / perRow;
  doc.font('cjk').fontSize(8.5).lineWidth(0.5);
  labels.forEach((label, i) => {
    const x = PAGE.margin + (i % perRow) * colW;
    const y = top + Math.floor(i / perRow) * lineH;
    const head = label;
    const w = doc.widthOfString(head);
    doc.text(head, x, y, { lineBreak: false });
    doc
      .moveTo(x + w, y + 11)
      .lineTo(x + colW - 8, y + 11)
      .stroke();
  });
  return top + Math.ceil(labels.length / perRow) * lineH;
}

export function drawTitle(doc: Doc, title: string, y = PAGE.margin): void {
  doc
    .font('cjk-bold')
    .fontSize(16)
    .text(title, PAGE.margin, y, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
}
