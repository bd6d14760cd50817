import { TAX_RATE_PERCENT, fenToChineseCapital, type TaxRate } from '@mall/shared';
import type { EinvoiceLineRequest } from './einvoice.provider';

/** A line with its figures worked out, in 分. */
export type EinvoiceLine = EinvoiceLineRequest & {
  amountFen: number;
  taxFen: number;
  /** Unit price without tax in yuan, as the invoice prints it (up to 8 decimals). */
  unitPrice: string;
};

export type EinvoiceTotals = { amountFen: number; taxFen: number; totalFen: number; totalInWords: string };

/** Tax inside a tax-inclusive amount at a rate, rounded half away from zero to the fen (免税 and 0 %: none). */
export function taxInside(inclFen: number, rate: TaxRate): number {
  const pct = TAX_RATE_PERCENT[rate];
  if (pct === 0) return 0;
  const sign = inclFen < 0 ? -1 : 1;
  const abs = Math.abs(inclFen);
  return sign * Math.floor((abs * pct * 2 + (100 + pct)) / ((100 + pct) * 2));
}

/** Yuan with exactly two decimals from 分 ("-12.30"). */
export function fenText(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 分 from a yuan text with at most two decimals ("12.3" → 1230); NaN when it is not one. */
export function textFen(text: string): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return Number.NaN;
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -fen : fen;
}

/**
 * Unit price without tax: amount ÷ quantity in yuan, rounded half up to 8 decimals, trailing zeros dropped. A red
 * line's quantity and amount are both negative and its price positive; a 折让 line (quantity 0) has none ('').
 */
function unitPriceText(amountFen: number, quantity: number): string {
  if (quantity === 0) return '';
  const q = BigInt(Math.abs(quantity));
  const scaled = (BigInt(Math.abs(amountFen)) * 10n ** 6n * 2n + q) / (q * 2n);
  const s = scaled.toString().padStart(9, '0');
  const whole = s.slice(0, -8);
  const frac = s.slice(-8).replace(/0+$/, '').padEnd(2, '0');
  return `${amountFen < 0 !== quantity < 0 ? '-' : ''}${whole}.${frac}`;
}

/**
 * 价税合计 in words as the 数电票 prints it: the 大写 of 《支付结算办法》 (fenToChineseCapital) with 圆 for 元, as
 * the national XML writes it (壹佰零伍圆整, 壹圆零伍分); a red invoice's starts with （负数）.
 */
export function totalInWords(totalFen: number): string {
  const words = fenToChineseCapital(Math.abs(totalFen)).replace('元', '圆');
  return totalFen < 0 ? `（负数）${words}` : words;
}

/** Each line's tax and tax-exclusive amount, then the totals as their sums (so the printed figures add up). */
export function workOut(lines: EinvoiceLineRequest[]): { lines: EinvoiceLine[]; totals: EinvoiceTotals } {
  const worked = lines.map((l) => {
    const taxFen = taxInside(l.amountInclFen, l.rate);
    const amountFen = l.amountInclFen - taxFen;
    return { ...l, amountFen, taxFen, unitPrice: unitPriceText(amountFen, l.quantity) };
  });
  const amountFen = worked.reduce((s, l) => s + l.amountFen, 0);
  const taxFen = worked.reduce((s, l) => s + l.taxFen, 0);
  const totalFen = amountFen + taxFen;
  return { lines: worked, totals: { amountFen, taxFen, totalFen, totalInWords: totalInWords(totalFen) } };
}
