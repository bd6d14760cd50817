import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planOrderBilling, receivedValueFen } from './credit.billing';

// The arithmetic of statements on received quantities, on an in-memory ledger of one credit order: goods
// accepted and refunds recorded in any order, statements in between, then everything accepted.

type Event =
  { kind: 'accept'; line: number; n: number } | { kind: 'refund'; fen: number } | { kind: 'statement' };

const order = fc.record({
  lines: fc.array(
    fc.record({ quantity: fc.integer({ min: 1, max: 20 }), priceFen: fc.integer({ min: 1, max: 50_000 }) }),
    { minLength: 1, maxLength: 5 },
  ),
  chargesFen: fc.integer({ min: 0, max: 2_000 }),
});
const event: fc.Arbitrary<Event> = fc.oneof(
  fc.record({
    kind: fc.constant('accept' as const),
    line: fc.nat(),
    n: fc.integer({ min: 1, max: 20 }),
  }),
  fc.record({ kind: fc.constant('refund' as const), fen: fc.integer({ min: 1, max: 100_000 }) }),
  fc.constant({ kind: 'statement' as const }),
);

describe('statements on received quantities (pure)', () => {
  it('the ledger keeps its total; billed = min(debit, received + refunded), so the net owed is min(received, kept); all of it once everything is received', () => {
    fc.assert(
      fc.property(order, fc.array(event, { maxLength: 30 }), (o, events) => {
        const lines = o.lines.map((l, i) => ({
          id: i + 1,
          quantity: l.quantity,
          amountFen: l.quantity * l.priceFen,
        }));
        const payFen = lines.reduce((n, l) => n + l.amountFen, 0) + o.chargesFen;
        const accepted = new Map<number, number>();
        let entries = [{ id: 1, amountFen: payFen, billed: false }];
        let nextId = 2;
        let refundedFen = 0;
        let receivedFen = 0;
        const statement = () => {
          const billedFen = entries.filter((e) => e.billed).reduce((n, e) => n + e.amountFen, 0);
          const plan = planOrderBilling({
            debitedFen: payFen,
            billedFen,
            refundedFen,
            unbilled: entries.filter((e) => !e.billed).map((e) => ({ id: e.id, amountFen: e.amountFen })),
            receivedFen,
          });
          entries = entries.flatMap((e) => {
            if (plan.stamp.includes(e.id)) return [{ ...e, billed: true }];
            if (plan.split?.id !== e.id) return [e];
            expect(plan.split.billFen + plan.split.restFen).toBe(e.amountFen);
            return [
              { ...e, amountFen: plan.split.billFen, billed: true },
              { id: nextId++, amountFen: plan.split.restFen, billed: false },
            ];
          });
          const billed = entries.filter((e) => e.billed).reduce((n, e) => n + e.amountFen, 0);
          expect(entries.reduce((n, e) => n + e.amountFen, 0)).toBe(payFen);
          expect(entries.every((e) => e.amountFen > 0 && Number.isInteger(e.amountFen))).toBe(true);
          expect(billed).toBeGreaterThanOrEqual(billedFen);
          expect(billed).toBe(Math.min(payFen, receivedFen + refundedFen));
          // What the company owes for the order (billed less refunded): what it received and kept.
          expect(billed - refundedFen).toBe(Math.min(receivedFen, payFen - refundedFen));
        };
        for (const e of events) {
          if (e.kind === 'accept') {
            const l = lines[e.line % lines.length]!;
            accepted.set(l.id, Math.min(l.quantity, (accepted.get(l.id) ?? 0) + e.n));
            const r = receivedValueFen(lines, accepted, payFen);
            expect(r).toBeGreaterThanOrEqual(receivedFen);
            expect(r).toBeLessThanOrEqual(payFen);
            receivedFen = r;
          } else if (e.kind === 'refund') refundedFen += Math.min(e.fen, payFen - refundedFen);
          else statement();
        }
        for (const l of lines) accepted.set(l.id, l.quantity);
        receivedFen = receivedValueFen(lines, accepted, payFen);
        expect(receivedFen).toBe(payFen);
        statement();
        expect(entries.every((e) => e.billed)).toBe(true);
      }),
      { numRuns: 500, seed: 20261130 },
    );
  });

  it('values accepted pieces at the order line price, 分 exact, nothing when none is accepted', () => {
    const lines = [
      { id: 1, quantity: 3, amountFen: 1000 },
      { id: 2, quantity: 4, amountFen: 4000 },
    ];
    expect(receivedValueFen(lines, new Map(), 5500)).toBe(0);
    // One of three at ¥10.00 (floor of 333.33) and two of four at ¥40.00, with the ¥5.00 freight.
    expect(
      receivedValueFen(
        lines,
        new Map([
          [1, 1],
          [2, 2],
        ]),
        5500,
      ),
    ).toBe(333 + 2000 + 500);
    // More accepted than ordered (a replacement on top) counts the ordered quantity.
    expect(
      receivedValueFen(
        lines,
        new Map([
          [1, 5],
          [2, 4],
        ]),
        5500,
      ),
    ).toBe(5500);
  });
});
