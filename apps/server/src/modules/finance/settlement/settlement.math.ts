/**
 * Settlement arithmetic, integer fen throughout. Per order line: the refunded amount is capped at
 * the line's amount; commission = (amount − refund) × rate, rounded half up to the fen (basis points, so
 * `(net × bp + 5000) div 10000`); payable = amount − refund − commission. Summing lines keeps the identity
 * payable + commission + refund = completed for every statement, to the fen.
 */
/** Commission when operators set none for a granted category: 5 % (a shop's rates default to it). */
export const DEFAULT_COMMISSION_BP = 500;

export type SettleInput = { amountFen: number; refundFen: number; rateBp: number };
export type SettleOutput = { refundFen: number; commissionFen: number; payableFen: number };

export function settleLine(line: SettleInput): SettleOutput {
  const refundFen = Math.min(Math.max(line.refundFen, 0), line.amountFen);
  const net = line.amountFen - refundFen;
  const commissionFen = Math.floor((net * line.rateBp + 5000) / 10000);
  return { refundFen, commissionFen, payableFen: net - commissionFen };
}

/** What the statements already written count for one order line: the sums over its lines so far. */
export type Counted = { refundFen: number; commissionFen: number; payableFen: number };

/**
 * The adjustment (退款调整) a later statement carries for an order line whose statement is fixed: the line
 * settled again at its refund of today, less what the statements so far counted. Its amount is 0, so
 * refund + commission + payable = 0: a further refund of r takes r, less the commission on r given back,
 * off the payable. Summing the original line and every adjustment gives exactly `settleLine` of today.
 */
export function adjustLine(line: SettleInput, counted: Counted): SettleOutput {
  const now = settleLine(line);
  return {
    refundFen: now.refundFen - counted.refundFen,
    commissionFen: now.commissionFen - counted.commissionFen,
    payableFen: now.payableFen - counted.payableFen,
  };
}

export type SettleTotals = {
  completedFen: number;
  refundFen: number;
  commissionFen: number;
  payableFen: number;
};

export function settleTotals(lines: readonly (SettleInput & SettleOutput)[]): SettleTotals {
  const t: SettleTotals = { completedFen: 0, refundFen: 0, commissionFen: 0, payableFen: 0 };
  for (const l of lines) {
    t.completedFen += l.amountFen;
    t.refundFen += l.refundFen;
    t.commissionFen += l.commissionFen;
    t.payableFen += l.payableFen;
  }
  return t;
}

/** The month's bounds in China time (UTC+8, no daylight saving): [start, end). */
export function periodBounds(period: string): { start: Date; end: Date } {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(y, m - 1, 1) - 8 * 3600_000);
  const end = new Date(Date.UTC(m === 12 ? y + 1 : y, m === 12 ? 0 : m, 1) - 8 * 3600_000);
  return { start, end };
}

/** The period (YYYY-MM, China time) `monthsBack` months before the one holding `now`. */
export function periodOf(now: Date, monthsBack = 0): string {
  const china = new Date(now.getTime() + 8 * 3600_000);
  const d = new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth() - monthsBack, 1));
  return d.toISOString().slice(0, 7);
}
