import { CART_MAX_QUANTITY } from './codes';
import type { QuickOrderOutcome, QuickOrderSku } from './schemas/quick-order';

/*
 * The quick order pad's pure part, shared by the server (which matches) and the storefront (which counts
 * lines before sending and re-settles a line when the buyer picks a candidate): reading a pasted list or a
 * spreadsheet's rows into (text, quantity) lines, and settling a line's quantity against a SKU's rules.
 */

/** One line of a list: what identifies the product and how many. */
export type ParsedQuickLine = {
  /** Row in the source (1-based, counting the header and blank rows). */
  lineNo: number;
  /** The row as given (trimmed, cells joined by a tab). */
  input: string;
  /** Code, model or name: full-width folded (NFKC), single spaces. */
  text: string;
  /** The quantity as typed, '' when none. */
  quantityText: string;
  /** A positive whole number, or null when none was given or it cannot be used. */
  quantity: number | null;
  /** Why the quantity cannot be used (Chinese, for the buyer), else null. */
  quantityError: string | null;
};

export type ParsedQuickList = { lines: ParsedQuickLine[]; headerSkipped: boolean };

/** A source row: its number and either its cells (spreadsheet) or its text (pasted). */
export type QuickSourceRow = { lineNo: number; cells?: readonly string[]; raw?: string };

const BOM = /^\uFEFF/;
const HEADER_WORDS = /编码|编号|货号|型号|名称|品名|数量|物料|规格|sku|code|model|qty|quantity|part\s*no/i;
const CN_NUMERAL = /^[零〇一二两三四五六七八九十百千万]+$/;
/** A number as people type it: sign, digits, thousands commas, decimals, exponent (1e9). */
const NUMBER = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:e[+-]?\d+)?$|^[+-]?\.\d+$/i;
/** What may follow a quantity: a unit (个, 把, 箱 …; never 号 or 寸, which name sizes), or pcs / ea / set. */
const UNIT_SUFFIX = /\s*([个只把套件台箱盒包卷米双支根块张瓶桶袋条副组片对本罐]|pcs|pc|ea|sets?)$/i;
/** What may precede it: ×5, x5, *5. */
const TIMES_PREFIX = /^[x×*]\s*/i;

/** Full-width folded (NFKC: ３ → 3, Ａ → A, ， → ,, the ideographic space → space), single spaces. */
export function normalizeQuickText(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, ' ').trim();
}

const DIGITS: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const UNITS: Record<string, number> = { 十: 10, 百: 100, 千: 1000, 万: 10000 };

/** 五 → 5, 十二 → 12, 两百 → 200, 一万五千 → 15000; null for anything it cannot read. */
export function chineseNumeral(text: string): number | null {
  if (!CN_NUMERAL.test(text)) return null;
  let total = 0;
  let section = 0;
  let digit: number | null = null;
  for (const ch of text) {
    if (ch in DIGITS) {
      digit = DIGITS[ch]!;
      continue;
    }
    const unit = UNITS[ch]!;
    if (unit === 10000) {
      total += (section + (digit ?? 0)) * unit;
      section = 0;
    } else section += (digit ?? 1) * unit;
    digit = null;
  }
  return total + section + (digit ?? 0);
}

/**
 * Reads a quantity as typed. Returns null when the text does not look like a quantity at all (so a
 * space-separated last word stays part of the name); otherwise the number or why it cannot be used.
 */
export function readQuantity(typed: string): { quantity: number | null; error: string | null } | null {
  const text = normalizeQuickText(typed)
    .replace(TIMES_PREFIX, '')
    .replace(/^[\u2212\u2013\u2014]/, '-');
  if (!text) return null;
  const chinese = chineseNumeral(text);
  if (chinese !== null)
    return {
      quantity: null,
      error: `数量「${typed.trim()}」请填写阿拉伯数字${chinese > 0 ? `（如 ${chinese}）` : ''}`,
    };
  const bare = /\d/.test(text) ? text.replace(UNIT_SUFFIX, '') : text;
  if (!/\d/.test(bare) || !NUMBER.test(bare)) return null;
  const value = Number(bare.replace(/,/g, ''));
  const shown = typed.trim();
  if (!Number.isFinite(value) || value > CART_MAX_QUANTITY)
    return { quantity: null, error: `数量「${shown}」过大，单行最多 ${CART_MAX_QUANTITY}` };
  if (value < 0) return { quantity: null, error: `数量「${shown}」不能为负数` };
  if (value === 0) return { quantity: null, error: '数量须大于 0' };
  if (!Number.isInteger(value)) return { quantity: null, error: `数量「${shown}」须为整数` };
  return { quantity: value, error: null };
}

/** Splits a CSV line: commas (full-width ones are folded before), "quoted, cells" with "" escapes. */
function splitCsv(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

/** The cells of a pasted row: tabs (copied from Excel), else commas, else null (space-separated). */
function cellsOf(raw: string): string[] | null {
  if (raw.includes('\t')) return raw.split('\t');
  const folded = raw.normalize('NFKC');
  if (folded.includes(',')) return splitCsv(folded);
  return null;
}

type Read = { text: string; quantityText: string; quantity: number | null; quantityError: string | null };

const missing = (text: string): Read => ({ text, quantityText: '', quantity: null, quantityError: null });

/** A row given as cells: the first non-empty cell identifies, the first quantity-like cell after it counts. */
function readCells(cells: readonly string[]): Read | null {
  const filled = cells.map((c) => normalizeQuickText(c)).filter(Boolean);
  const [text, ...rest] = filled;
  if (!text) return null;
  if (!rest.length) return missing(text);
  for (const cell of rest) {
    const q = readQuantity(cell);
    if (q) return { text, quantityText: cell, quantity: q.quantity, quantityError: q.error };
  }
  // Two cells and the second is no number: it was meant as the quantity.
  if (rest.length === 1)
    return { text, quantityText: rest[0]!, quantity: null, quantityError: `无法识别数量「${rest[0]}」` };
  return missing(text);
}

/** A space-separated row: the last word is the quantity when it looks like one. */
function readWords(raw: string): Read | null {
  const words = normalizeQuickText(raw).split(' ').filter(Boolean);
  if (!words.length) return null;
  if (words.length > 1) {
    const last = words[words.length - 1]!;
    // "x 5" / "× 5": the sign and the number were typed apart.
    const beforeLast = words[words.length - 2]!;
    const joined = /^[x×*]$/i.test(beforeLast) && words.length > 2;
    const q = readQuantity(last);
    if (q) {
      const text = words.slice(0, joined ? -2 : -1).join(' ');
      return { text, quantityText: last, quantity: q.quantity, quantityError: q.error };
    }
  }
  return missing(words.join(' '));
}

function looksLikeHeader(read: Read): boolean {
  return HEADER_WORDS.test(`${read.text} ${read.quantityText}`) && read.quantity === null;
}

/**
 * Reads source rows into lines: blank rows are skipped, a first row that names columns (编码 / 型号 /
 * 名称 / 数量 …) and holds no quantity is taken for a header. Does not limit the count (the caller does).
 */
export function parseQuickOrderRows(rows: readonly QuickSourceRow[]): ParsedQuickList {
  const lines: ParsedQuickLine[] = [];
  let headerSkipped = false;
  for (const row of rows) {
    const raw = (row.raw ?? '').replace(BOM, '');
    const cells = row.cells ?? cellsOf(raw);
    const read = cells ? readCells(cells) : readWords(raw);
    if (!read) continue;
    if (!lines.length && !headerSkipped && looksLikeHeader(read)) {
      headerSkipped = true;
      continue;
    }
    const input = (row.cells ? row.cells.map((c) => c.trim()).join('\t') : raw).trim();
    lines.push({ lineNo: row.lineNo, input, ...read });
  }
  return { lines, headerSkipped };
}

/** Reads a pasted list (any line ends, an optional BOM). */
export function parseQuickOrderText(text: string): ParsedQuickList {
  const rows = text
    .replace(BOM, '')
    .split(/\r\n|\r|\n/)
    .map((raw, i) => ({ lineNo: i + 1, raw }));
  return parseQuickOrderRows(rows);
}

/** Counts the lines a list holds, as the server will (for the page's "已识别 N 行"). */
export function countQuickOrderLines(text: string): number {
  return parseQuickOrderText(text).lines.length;
}

export type SettledLine = { outcome: QuickOrderOutcome; quantity: number; note: string | null };

/**
 * What a line comes to with a chosen SKU: the area and stock decide whether it can be bought at all; a
 * quantity below the minimum or off the step is raised (a missing one counts as 1), one beyond the stock
 * is lowered to what the stock covers, each with a note. An unreadable quantity leaves the line invalid.
 */
export function settleQuickOrderLine(
  line: Pick<ParsedQuickLine, 'quantity' | 'quantityError'>,
  sku: Pick<QuickOrderSku, 'availability' | 'moq' | 'step' | 'maxQuantity' | 'unit' | 'stock'>,
  areaName = '当前区域',
): SettledLine {
  if (sku.availability === 'off_shelf') return { outcome: 'not_found', quantity: 0, note: '商品已下架' };
  if (sku.availability === 'not_in_area')
    return { outcome: 'not_in_area', quantity: 0, note: `该商品在${areaName}暂不销售` };
  if (sku.availability === 'out_of_stock')
    return {
      outcome: 'out_of_stock',
      quantity: 0,
      note:
        sku.stock > 0
          ? `${areaName}库存 ${sku.stock}${sku.unit}，不足起订量 ${sku.moq}${sku.unit}`
          : `${areaName}暂时缺货`,
    };
  if (line.quantityError) return { outcome: 'invalid', quantity: 0, note: line.quantityError };
  const asked = line.quantity ?? 1;
  const unit = sku.unit;
  const fitted = fitQuantity(asked, sku);
  if (fitted === asked)
    return {
      outcome: 'matched',
      quantity: asked,
      note: line.quantity === null ? `未填写数量，按 ${asked}${unit}` : null,
    };
  const from = `数量由 ${asked}${unit}`;
  const why =
    line.quantity === null
      ? `未填写数量，按起订量 ${fitted}${unit}`
      : fitted < asked
        ? `库存不足，${from}调整为最多可购 ${fitted}${unit}`
        : asked < sku.moq
          ? `起订量 ${sku.moq}${unit}，${from}调整为 ${fitted}${unit}`
          : `须按 ${sku.step}${unit}递增，${from}调整为 ${fitted}${unit}`;
  return { outcome: 'quantity_adjusted', quantity: fitted, note: why };
}

/** The nearest quantity the rules allow: at least moq, moq + n × step (rounded up), at most maxQuantity. */
export function fitQuantity(asked: number, sku: Pick<QuickOrderSku, 'moq' | 'step' | 'maxQuantity'>): number {
  const step = Math.max(1, sku.step);
  const raised = asked <= sku.moq ? sku.moq : sku.moq + Math.ceil((asked - sku.moq) / step) * step;
  return Math.min(raised, sku.maxQuantity);
}
