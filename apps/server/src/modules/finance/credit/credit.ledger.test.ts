import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { queryRows } from '../../../db/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { fenToYuan } from '@mall/shared';
import type { AuditActor } from '../../platform/audit';
import { useTestApp } from '../../../testing/world';
import { debitCredit, returnCredit } from './credit.ledger';
import { CreditAdmin } from './credit.admin';
import { produceStatement } from './credit.statements';
import { noShipments } from './credit.billing';

const w = useTestApp();
let credit: CreditAdmin;
const op: AuditActor = { operatorId: 1, operatorName: 'prop', role: '财务', ip: '127.0.0.1' };

beforeAll(async () => {
  credit = new CreditAdmin(w.app.db.db, noShipments);
}, 60_000);

type Step =
  | { kind: 'order'; fen: number }
  | { kind: 'ship'; pick: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'refund'; pick: number; fen: number }
  | { kind: 'statement' }
  | { kind: 'repay'; share: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('order' as const), fen: fc.integer({ min: 1, max: 40_000 }) }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('ship' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      pick: fc.nat(),
      fen: fc.integer({ min: 1, max: 40_000 }),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'statement' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('repay' as const),
      share: fc.double({ min: 0.05, max: 1.2, noNaN: true }),
    }),
  },
);

let serial = 0;
async function newCompany(limitFen: number): Promise<number> {
  serial += 1;
  const [row] = await queryRows<{ id: number }>(
    w.app.db.db,
    sql`insert into companies (name, credit_code, license_image, contact_name, contact_mobile,
      status, created_by) values (${`属性测试${serial}`}, ${`91P${String(Date.now()).slice(-9)}${String(serial).padStart(6, '0')}`},
      '/x.png', '测', '13800000000', 2, 1) returning id`,
  );
  const id = Number(row!.id);
  await w.app.db.db
    .execute(sql`insert into credit_accounts (company_id, limit_fen, term_days, statement_day, created_at)
    values (${id}, ${limitFen}, 30, 5, now() - interval '1 day')`);
  return id;
}

/** How often each kind of step changed something over all runs (the property must not pass vacuously). */
const seen = { order: 0, refund: 0, cancel: 0, statement: 0, repay: 0 };

type ModelOrder = { id: number; fen: number; status: 'placed' | 'shipped' | 'cancelled'; held: number };

describe('credit ledger invariant (fast-check)', () => {
  it('used = unpaid credit orders − repayments, 0 ≤ used ≤ limit, the ledger sums to used, closing = next opening', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 10_000, max: 120_000 }),
        fc.array(step, { minLength: 5, maxLength: 22 }),
        async (limitFen, steps) => {
          const db = w.app.db.db;
          const companyId = await newCompany(limitFen);
          const orders: ModelOrder[] = [];
          let used = 0;
          let repaid = 0;
          // Statement periods end on a clock of our own, an hour a statement, starting tomorrow.
          let clock = Date.now() + 86_400_000;
          const pick = <T>(list: T[], n: number) => (list.length ? list[n % list.length] : undefined);

          for (const s of steps) {
            if (s.kind === 'order') {
              const ok = used + s.fen <= limitFen;
              const placed = await db
                .transaction(async (tx) => {
                  const [o] = await queryRows<{ id: number; order_no: string }>(
                    tx,
                    sql`insert into orders (user_id, idempotency_key, pay_method, pay_status,
                      goods_amount_fen, pay_amount_fen, item_count, line_count, area_code, address, company_id)
                      values (1, ${randomUUID()}, 5, 2, ${s.fen}, ${s.fen}, 1, 1, '320000', '{}'::jsonb, ${companyId})
                      returning id, order_no`,
                  );
                  await debitCredit(tx, companyId, {
                    id: Number(o!.id),
                    orderNo: o!.order_no,
                    payAmountFen: s.fen,
                  });
                  return Number(o!.id);
                })
                .catch(() => null);
              expect(placed !== null).toBe(ok);
              if (placed !== null) {
                used += s.fen;
                seen.order += 1;
                orders.push({ id: placed, fen: s.fen, status: 'placed', held: s.fen });
              }
            } else if (s.kind === 'ship') {
              const o = pick(
                orders.filter((x) => x.status === 'placed'),
                s.pick,
              );
              if (!o) continue;
              await db.execute(
                sql`update orders set status = 4, shipped_at = ${new Date(clock - 1000)} where id = ${o.id}`,
              );
              o.status = 'shipped';
            } else if (s.kind === 'cancel' || s.kind === 'refund') {
              const o = pick(
                orders.filter((x) => x.status === (s.kind === 'cancel' ? 'placed' : 'shipped')),
                s.pick,
              );
              if (!o) continue;
              const amount = s.kind === 'cancel' ? ('all' as const) : s.fen;
              const back = await db.transaction(async (tx) => {
                if (s.kind === 'cancel')
                  await tx.execute(sql`update orders set status = 7 where id = ${o.id}`);
                return returnCredit(tx, o.id, amount, s.kind === 'cancel' ? 'cancel' : 'refund');
              });
              const wanted = amount === 'all' ? o.held : Math.min(o.held, amount);
              expect(back).toBe(Math.min(wanted, used));
              used -= back;
              o.held -= back;
              seen[s.kind] += 1;
              if (s.kind === 'cancel') o.status = 'cancelled';
            } else if (s.kind === 'statement') {
              await db.transaction((tx) => produceStatement(tx, companyId, new Date(clock), noShipments));
              clock += 3_600_000;
              seen.statement += 1;
            } else {
              const open = await queryRows<{ id: number; left: number }>(
                db,
                sql`select id, amount_fen - paid_fen as left from credit_statements
                  where company_id = ${companyId} and status <> 4 and amount_fen > paid_fen`,
              );
              if (!open.length) continue;
              const owed = open.reduce((n, r) => n + Number(r.left), 0);
              const amount = Math.max(1, Math.floor(owed * s.share));
              const ok = amount <= owed && amount <= used;
              const done = await credit
                .recordRepayment(op, {
                  companyId,
                  amount: fenToYuan(amount),
                  bankRef: 'PROP',
                  paidOn: '2026-01-01',
                  statementIds: open.map((r) => Number(r.id)),
                  note: '',
                })
                .then(() => true)
                .catch(() => false);
              expect(done).toBe(ok);
              if (done) {
                used -= amount;
                repaid += amount;
                seen.repay += 1;
              }
            }

            // After every step.
            const [acc] = await queryRows<{ used_fen: number; limit_fen: number; ledger: number }>(
              db,
              sql`select a.used_fen, a.limit_fen,
                  coalesce((select sum(amount_fen) from credit_entries e where e.company_id = a.company_id), 0)::bigint as ledger
                from credit_accounts a where a.company_id = ${companyId}`,
            );
            expect(Number(acc!.used_fen)).toBe(used);
            expect(Number(acc!.ledger)).toBe(used);
            expect(used).toBeGreaterThanOrEqual(0);
            expect(used).toBeLessThanOrEqual(limitFen);
            expect(used).toBe(orders.reduce((n, o) => n + o.held, 0) - repaid);
          }

          const statements = await queryRows<Record<string, number>>(
            db,
            sql`select opening_fen, orders_fen, refunds_fen, repayments_fen, closing_fen
              from credit_statements where company_id = ${companyId} and status <> 4 order by period_end`,
          );
          statements.forEach((st, i) => {
            const n = (k: string) => Number(st[k]);
            expect(n('closing_fen')).toBe(
              n('opening_fen') + n('orders_fen') - n('refunds_fen') - n('repayments_fen'),
            );
            if (i > 0) expect(n('opening_fen')).toBe(Number(statements[i - 1]!.closing_fen));
          });
        },
      ),
      { numRuns: 30, seed: 20261125 },
    );
    for (const n of Object.values(seen)) expect(n).toBeGreaterThan(5);
  }, 240_000);
});
