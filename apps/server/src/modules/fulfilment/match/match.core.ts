import type { MatchStatus } from '@mall/shared';

/** One order line's three quantities: ordered at its price, received (accepted), invoiced (reds netted). */
export type MatchFigures = {
  priceFen: number;
  ordered: number;
  received: number;
  invoiced: number;
  invoicedFen: number;
};

/**
 * The line's status and difference, the first rule that applies winning (docs/decisions/
 * 2026-11-30-three-way-match.md): 超额开票 (invoiced > received, pieces or 分), 待收货 (nothing received),
 * 数量不符 (received < ordered), 金额不符 (invoiced 分 ≠ invoiced pieces × price), 待开票 (invoiced < received),
 * else 匹配.
 */
export function matchStatus(f: MatchFigures): { status: MatchStatus; diffQuantity: number; diffFen: number } {
  const receivedFen = f.received * f.priceFen;
  if (f.invoiced > f.received || f.invoicedFen > receivedFen)
    return {
      status: '超额开票',
      diffQuantity: f.invoiced - f.received,
      diffFen: f.invoicedFen - receivedFen,
    };
  if (f.received === 0 && f.ordered > 0)
    return { status: '待收货', diffQuantity: -f.ordered, diffFen: -f.ordered * f.priceFen };
  if (f.received < f.ordered)
    return {
      status: '数量不符',
      diffQuantity: f.received - f.ordered,
      diffFen: (f.received - f.ordered) * f.priceFen,
    };
  const expectedFen = f.invoiced * f.priceFen;
  if (f.invoicedFen !== expectedFen)
    return { status: '金额不符', diffQuantity: 0, diffFen: f.invoicedFen - expectedFen };
  if (f.invoiced < f.received)
    return {
      status: '待开票',
      diffQuantity: f.invoiced - f.received,
      diffFen: f.invoicedFen - receivedFen,
    };
  return { status: '匹配', diffQuantity: 0, diffFen: 0 };
}

/** An invoice line's name as printed on a 数电票 (`*简称*名称`) or paper invoice (`名称`), compared bare. */
const bare = (name: string) => name.replace(/^\*[^*]*\*/, '').trim();

type Line = { id: number; orderId: number; title: string; quantity: number };
type Invoiced = { orderIds: number[]; lines: { name: string; quantity: number; inclFen: number }[] };

/**
 * Invoiced pieces and 分 per order line. An invoice prints lines merged over its orders by SKU and price, so
 * each printed line is shared out over the covered order lines of the same title, in line order, each taking
 * up to its ordered quantity (the last takes the rest); its 分 follow the pieces (the last line takes the
 * remainder). Lines no order line carries (运费) are left out. Negative (red) lines share out the same way.
 */
export function invoicedPerLine(orderLines: Line[], invoices: Invoiced[]) {
  const out = new Map<number, { quantity: number; fen: number }>();
  for (const inv of invoices) {
    const covered = orderLines.filter((l) => inv.orderIds.includes(l.orderId));
    for (const printed of inv.lines) {
      const same = covered.filter((l) => bare(l.title) === bare(printed.name));
      if (!same.length) continue;
      const sign = printed.quantity < 0 || (printed.quantity === 0 && printed.inclFen < 0) ? -1 : 1;
      let left = Math.abs(printed.quantity);
      let fenLeft = printed.inclFen;
      same.forEach((l, i) => {
        const last = i === same.length - 1;
        const take = last ? left : Math.min(left, l.quantity);
        const fen =
          last || Math.abs(printed.quantity) === 0
            ? last
              ? fenLeft
              : 0
            : Math.round((printed.inclFen * take) / Math.abs(printed.quantity));
        left -= take;
        fenLeft -= fen;
        const cur = out.get(l.id) ?? { quantity: 0, fen: 0 };
        cur.quantity += sign * take;
        cur.fen += fen;
        out.set(l.id, cur);
      });
    }
  }
  return out;
}
