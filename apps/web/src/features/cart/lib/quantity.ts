/** Quantity rules of a cart line: at least moq, moq + n × step, at most the stock (largest valid). */
export type QuantityRule = { moq: number; step: number; stock: number };

export type QuantityFix = { value: number; reason: 'belowMoq' | 'offStep' | 'overStock' | null };

/** The largest quantity the stock allows on the moq/step grid (0 when even the moq is short). */
export function maxQuantity({ moq, step, stock }: QuantityRule): number {
  const s = Math.max(1, step);
  const m = Math.max(1, moq);
  if (stock < m) return 0;
  return m + Math.floor((stock - m) / s) * s;
}

/** Brings a typed quantity onto the grid, saying why it moved (for the buyer's message). */
export function fixQuantity(raw: number, rule: QuantityRule): QuantityFix {
  const s = Math.max(1, rule.step);
  const m = Math.max(1, rule.moq);
  const max = maxQuantity(rule);
  if (!Number.isFinite(raw) || raw < m) return { value: max > 0 ? m : raw, reason: 'belowMoq' };
  if (max > 0 && raw > max) return { value: max, reason: 'overStock' };
  const onGrid = m + Math.ceil((Math.floor(raw) - m) / s) * s;
  if (onGrid !== raw) return { value: max > 0 ? Math.min(onGrid, max) : onGrid, reason: 'offStep' };
  return { value: raw, reason: null };
}
