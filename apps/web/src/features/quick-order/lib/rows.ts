import {
  CART_MAX_QUANTITY,
  settleQuickOrderLine,
  type QuickOrderLine,
  type QuickOrderSku,
} from '@mall/shared';
import type { BiddingPublishState } from '@/config/paths';

/** A line of the results table as the buyer edits it, with what adding it to the cart said. */
export type QuickRow = QuickOrderLine & { added?: { ok: boolean; msg: string } };

/** Whether the line can go into the cart as it stands. */
export function isAddable(row: QuickRow): boolean {
  return (
    !!row.sku &&
    row.sku.availability === 'ok' &&
    (row.outcome === 'matched' || row.outcome === 'quantity_adjusted') &&
    row.quantity >= row.sku.moq &&
    !row.added?.ok
  );
}

/** The line with the buyer's pick among its candidates, settled as the server settles a lone match. */
export function pickCandidate(row: QuickRow, sku: QuickOrderSku, areaName: string): QuickRow {
  // A quantity that could not be read keeps its message (the server's note) until the buyer types one.
  const unreadable = row.requested === null && row.quantityText !== '';
  const settled = settleQuickOrderLine(
    { quantity: row.requested, quantityError: unreadable ? (row.note ?? '数量有误') : null },
    sku,
    areaName,
  );
  return { ...row, sku, ...settled, added: undefined };
}

/** The line with a quantity the buyer typed (the input keeps it on the moq/step grid within the stock). */
export function setQuantity(row: QuickRow, quantity: number): QuickRow {
  if (!row.sku || row.sku.availability !== 'ok') return row;
  return { ...row, quantity, outcome: 'matched', note: null, added: undefined };
}

const CJK = /[\u3400-\u9fff]/;
const clip = (text: string, max: number) => [...text].slice(0, max).join('');

/**
 * Bidding lines from lines nothing matched: words with Chinese characters name the product, the other words
 * (model, size) are the spec; either stands for both when the other is missing. Quantity as asked (1 when
 * none), unit 件.
 */
export function toBiddingLines(rows: readonly QuickRow[]): NonNullable<BiddingPublishState['lines']> {
  return rows.map((row) => {
    const words = row.text.split(' ').filter(Boolean);
    const name = words.filter((w) => CJK.test(w)).join(' ');
    const rest = words.filter((w) => !CJK.test(w)).join(' ');
    return {
      productName: clip(name || row.text, 60),
      brand: '',
      spec: clip(rest || row.text, 60),
      quantity: Math.min(Math.max(row.requested ?? 1, 1), CART_MAX_QUANTITY),
      unit: '件',
    };
  });
}
