import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitByLimit } from './credit.invoicing';

// 合并开票's split: whole orders per invoice, each invoice within the amount limit and within the provider's line
// limit (lines of the same SKU and price merge), every order in exactly one invoice.

const order = fc.record({
  fen: fc.integer({ min: 1, max: 50_000 }),
  lines: fc.array(fc.constantFrom('1:100', '1:120', '2:100', '3:500', '4:900', '5:10', '6:60'), {
    minLength: 1,
    maxLength: 5,
  }),
});

describe('splitByLimit', () => {
  it('partitions the orders; each invoice keeps under both limits (property)', () => {
    fc.assert(
      fc.property(
        fc.array(order, { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 50_000, max: 200_000 }),
        fc.integer({ min: 5, max: 8 }),
        (orders, limitFen, maxLines) => {
          const amounts = orders.map((o, i) => ({ orderNo: `O${i}`, ...o }));
          const groups = splitByLimit(amounts, limitFen, maxLines);
          const byNo = new Map(amounts.map((a) => [a.orderNo, a]));
          expect(groups.flat().sort()).toEqual(amounts.map((a) => a.orderNo).sort());
          for (const g of groups) {
            expect(g.reduce((n, no) => n + byNo.get(no)!.fen, 0)).toBeLessThanOrEqual(limitFen);
            expect(new Set(g.flatMap((no) => byNo.get(no)!.lines)).size).toBeLessThanOrEqual(maxLines);
            // Orders keep the order they were given in, within an invoice.
            expect([...g].sort((x, y) => Number(x.slice(1)) - Number(y.slice(1)))).toEqual(g);
          }
        },
      ),
    );
  });

  it('splits on lines even when the amount fits; merges lines of the same SKU and price', () => {
    const amounts = [
      { orderNo: 'A', fen: 100, lines: ['1:100', '2:100'] },
      { orderNo: 'B', fen: 100, lines: ['2:100', '3:100'] },
      { orderNo: 'C', fen: 100, lines: ['4:100', '5:100'] },
    ];
    // A and B share 2:100: three lines together; C would make five.
    expect(splitByLimit(amounts, 1_000_000, 3)).toEqual([['A', 'B'], ['C']]);
    expect(splitByLimit(amounts, 1_000_000, 6)).toEqual([['A', 'B', 'C']]);
  });

  it('refuses an order over either limit by itself, naming it', () => {
    expect(() => splitByLimit([{ orderNo: 'X', fen: 10, lines: ['1:1', '2:1', '3:1'] }], 100, 2)).toThrow(
      '订单 X 有 3 个开票行，超过开票服务单张发票 2 行的上限，请联系客服分开开具',
    );
    expect(() => splitByLimit([{ orderNo: 'Y', fen: 101, lines: ['1:1'] }], 100, 2)).toThrow(
      '订单 Y 可开票金额 ¥1.01 超过单张发票限额 ¥1.00，请单独申请开票',
    );
  });
});
