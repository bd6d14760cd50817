import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

/*
 * The one A4 document set-up every PDF of the platform uses (invoices, credit statements, quotations): an A4
 * page with the CJK font embedded, the drawing area, a table that breaks pages and repeats its header, and
 * the finished bytes.
 */

let fontCache: Buffer | null = null;
/**
 * Noto Sans SC (GB 2312 coverage) from the @embedpdf/fonts-sc package, read once per process. pdfkit embeds
 * only the glyphs a document uses, so a document stays around 50 KB.
 */
function cjkFont(): Buffer {
  if (!fontCache) {
    const require = createRequire(import.meta.url);
    const dir = path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');
    fontCache = readFileSync(path.join(dir, 'NotoSansHans-Regular.otf'));
  }
  return fontCache;
}

export type A4Options = {
  title: string;
  author: string;
  layout?: 'portrait' | 'landscape';
  margin?: number;
};

export type TableColumn = {
  header: string;
  /** Share of the drawing width (the shares of a table add up to 1). */
  share: number;
  align?: 'left' | 'right' | 'center';
  /** Long text wraps onto more lines (the row grows) instead of being cut with an ellipsis. */
  wrap?: boolean;
};

export type TableStyle = {
  /** Text size of the rows (header: the same). */
  size?: number;
  headerColor?: string;
  /** Fill behind the header row; without it a rule is drawn above it in `rule`. */
  headerFill?: string;
  /** Colour of the rules (under each row when `rowRules`, and around the header). */
  rule?: string;
  rowRules?: boolean;
  /** Height of a one-line row. */
  rowHeight?: number;
  /** Room kept free at the page foot: a row that would reach into it goes to the next page. */
  footRoom?: number;
};

export type TableRow = { cells: readonly string[]; color?: string };

/** An A4 page set-up: `doc` (pdfkit), the drawing area, a cursor `y`, tables, and `finish()` for the bytes. */
export class A4Document {
  readonly doc: PDFKit.PDFDocument;
  readonly left: number;
  readonly width: number;
  readonly top: number;
  y: number;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private readonly pageOptions: PDFKit.PDFDocumentOptions;

  constructor(opts: A4Options) {
    const margin = opts.margin ?? 40;
    this.pageOptions = { size: 'A4', layout: opts.layout ?? 'portrait', margin };
    this.doc = new PDFDocument({ ...this.pageOptions, info: { Title: opts.title, Author: opts.author } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise<void>((resolve, reject) => {
      this.doc.on('end', resolve);
      this.doc.on('error', reject);
    });
    this.doc.registerFont('cjk', cjkFont());
    this.doc.font('cjk');
    this.left = margin;
    this.top = margin;
    this.width = this.doc.page.width - margin * 2;
    this.y = margin;
  }

  get pageHeight(): number {
    return this.doc.page.height;
  }

  /** A new page in the same layout and font; the cursor at its top. */
  addPage(): void {
    this.doc.addPage(this.pageOptions);
    this.doc.font('cjk');
    this.y = this.top;
  }

  /** A new page when fewer than `height` points are left above the foot room. */
  ensureRoom(height: number, footRoom = this.top): void {
    if (this.y + height > this.pageHeight - footRoom) this.addPage();
  }

  /**
   * A table at the cursor: the header, then the rows; a row that does not fit goes to a new page, which
   * starts with the header again. Leaves the cursor under the last row.
   */
  table(columns: readonly TableColumn[], rows: readonly TableRow[], style: TableStyle = {}): void {
    const { doc, left, width } = this;
    const size = style.size ?? 8.5;
    const rowHeight = style.rowHeight ?? 18;
    const rule = style.rule ?? '#bbb';
    const footRoom = style.footRoom ?? this.top + 20;
    const pad = 3;
    const widthOf = (c: TableColumn) => width * c.share - pad * 2;
    const textHeight = (cells: readonly string[]) =>
      Math.max(
        rowHeight,
        ...columns.map((c, i) =>
          c.wrap ? doc.fontSize(size).heightOfString(cells[i] ?? '', { width: widthOf(c) }) + 6 : 0,
        ),
      );
    const draw = (cells: readonly string[], color: string) => {
      let x = left;
      doc.fontSize(size).fillColor(color);
      columns.forEach((c, i) => {
        doc.text(cells[i] ?? '', x + pad, this.y + 4, {
          width: widthOf(c),
          align: c.align ?? 'left',
          ...(c.wrap ? {} : { lineBreak: false, ellipsis: true, height: rowHeight }),
        });
        x += width * c.share;
      });
    };
    const header = () => {
      const h = textHeight(columns.map((c) => c.header));
      if (style.headerFill) doc.rect(left, this.y, width, h).fillColor(style.headerFill).fill();
      else
        doc
          .moveTo(left, this.y)
          .lineTo(left + width, this.y)
          .strokeColor(rule)
          .stroke();
      draw(
        columns.map((c) => c.header),
        style.headerColor ?? '#333',
      );
      this.y += h;
      if (!style.headerFill)
        doc
          .moveTo(left, this.y)
          .lineTo(left + width, this.y)
          .strokeColor(rule)
          .stroke();
    };
    header();
    for (const row of rows) {
      const h = textHeight(row.cells);
      if (this.y + h > this.pageHeight - footRoom) {
        this.addPage();
        header();
      }
      draw(row.cells, row.color ?? '#000');
      this.y += h;
      if (style.rowRules)
        doc
          .moveTo(left, this.y - 2)
          .lineTo(left + width, this.y - 2)
          .strokeColor('#eee')
          .stroke();
    }
  }

  /** Ends the document; resolves its bytes. */
  async finish(): Promise<Buffer> {
    this.doc.end();
    await this.done;
    return Buffer.concat(this.chunks);
  }
}
