import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPANY_CODE } from '@mall/shared';
import { AppError } from '../../../lib/app-error';
import { addMember, addressOf, checkoutBody, useCompanyWorld } from '../../../testing/company.fixture';
import { chargeBudgets, periodKey, returnBudgets, type ChargeableBudget } from '.';

// Product 7201: ¥125.00 a set, plenty in stock.
const SKU = 72011;

const w = useCompanyWorld([{ id: 7201, priceFen: 12_500, stock: 10_000 }]);
const { ok, c } = w;

type BudgetView = { id: number; amount: string; spent: string; remaining: string; scopeName: string };

describe('budgets', () => {
  it('20 concurrent checkouts against a budget that covers 10: exactly 10 pass; a cancellation gives its amount back', async () => {
    const company = await w.company();
    const buyer = await addMember(w.app, company, ['采购员']);
    const addressId = await addressOf(w.app, buyer);
    const saved = await ok<BudgetView>(company.admin, 'POST', '/api/company/budgets/save', {
      scope: 'member',
      scopeId: buyer.id,
      period: 'month',
      amount: '1250',
    });
    expect(saved).toMatchObject({ amount: '1250.00', spent: '0.00', remaining: '1250.00' });

    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        c(buyer, 'POST', '/api/checkout/submit', checkoutBody(addressId, [{ skuId: SKU, quantity: 1 }])),
      ),
    );
    const passed = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(passed).toHaveLength(10);
    expect(refused).toHaveLength(10);
    for (const r of refused) {
      expect(r.json().code).toBe(COMPANY_CODE.BUDGET_EXCEEDED);
      expect(r.json().msg).toBe(`超出预算：${saved.scopeName}本月预算剩余 ¥0.00，本单金额 ¥125.00`);
    }
    const [after] = await ok<BudgetView[]>(company.admin, 'GET', '/api/company/budgets');
    expect(after).toMatchObject({ spent: '1250.00', remaining: '0.00' });
    // The member sees the budget that concerns them.
    expect((await ok<BudgetView[]>(buyer, 'GET', '/api/company/budgets')).map((b) => b.id)).toEqual([
      saved.id,
    ]);

    const below = await c(company.admin, 'POST', '/api/company/budgets/save', {
      id: saved.id,
      scope: 'member',
      scopeId: buyer.id,
      period: 'month',
      amount: '1000',
    });
    expect(below.statusCode).toBe(400);
    expect(below.json().msg).toBe('预算金额不能低于本期已使用的 ¥1250.00');

    const orderNo = (passed[0]!.json().data as { orderNo: string }).orderNo;
    await ok(buyer, 'POST', '/api/order/cancel', { orderNo, reason: '不需要了' });
    const [back] = await ok<BudgetView[]>(company.admin, 'GET', '/api/company/budgets');
    expect(back).toMatchObject({ spent: '1125.00', remaining: '125.00' });
    const preview = await ok<{ budgets: { remaining: string; enough: boolean }[] }>(
      buyer,
      'POST',
      '/api/checkout/preview',
      {
        items: [{ skuId: SKU, quantity: 2 }],
        addressId,
      },
    );
    expect(preview.budgets).toEqual([{ name: saved.scopeName, remaining: '125.00', enough: false }]);
  });

  it('a department budget counts orders charged to the department as their cost centre; another company’s department is refused', async () => {
    const company = await w.company();
    const dept = await ok<{ id: number }>(company.admin, 'POST', '/api/company/departments/save', {
      name: '设备部',
    });
    const buyer = await addMember(w.app, company, ['采购员']);
    const addressId = await addressOf(w.app, buyer);
    await ok(company.admin, 'POST', '/api/company/budgets/save', {
      scope: 'department',
      scopeId: dept.id,
      period: 'year',
      amount: '200',
    });
    const over = await c(
      buyer,
      'POST',
      '/api/checkout/submit',
      checkoutBody(addressId, [{ skuId: SKU, quantity: 2 }], { costCentreId: dept.id }),
    );
    expect(over.statusCode).toBe(409);
    expect(over.json().msg).toBe('超出预算：设备部本年度预算剩余 ¥200.00，本单金额 ¥250.00');
    // Charged to no department, the department budget does not apply.
    expect(
      (await c(buyer, 'POST', '/api/checkout/submit', checkoutBody(addressId, [{ skuId: SKU, quantity: 2 }])))
        .statusCode,
    ).toBe(200);
    const other = await w.company();
    const foreign = await c(
      buyer,
      'POST',
      '/api/checkout/submit',
      checkoutBody(addressId, [{ skuId: SKU, quantity: 1 }], { costCentreId: dept.id + 1000 }),
    );
    expect(foreign.statusCode).toBe(404);
    const budgetOfOther = await c(other.admin, 'POST', '/api/company/budgets/save', {
      scope: 'department',
      scopeId: dept.id,
      period: 'month',
      amount: '100',
    });
    expect(budgetOfOther.statusCode).toBe(404);
  });
});

describe('budget ledger (property)', () => {
  it('for any sequence of charges, cancellations and refunds: spent = Σ entries, 0 ≤ spent ≤ budget, and a charge is refused exactly when it would overspend', async () => {
    const db = w.app.db.db;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 50_000 }),
        fc.array(
          fc.oneof(
            fc.record({ kind: fc.constant('charge' as const), fen: fc.integer({ min: 1, max: 20_000 }) }),
            fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
            fc.record({
              kind: fc.constant('refund' as const),
              pick: fc.nat(),
              fen: fc.integer({ min: 1, max: 20_000 }),
            }),
          ),
          { maxLength: 25 },
        ),
        async (amountFen, steps) => {
          run += 1;
          const [row] = (
            (await db.execute(sql`insert into budgets (company_id, scope, scope_id, period, amount_fen)
              values (${900_000 + run}, 'member', 1, 'month', ${amountFen}) returning id`)) as unknown as {
              rows: { id: number }[];
            }
          ).rows;
          const budget: ChargeableBudget = { id: Number(row!.id), period: 'month', amountFen, name: '测试' };
          const key = periodKey('month');
          let model = 0;
          const charged = new Map<number, number>();
          let orderId = run * 1000;
          for (const step of steps) {
            if (step.kind === 'charge') {
              orderId += 1;
              const fits = model + step.fen <= amountFen;
              const outcome = await db
                .transaction((tx) => chargeBudgets(tx, [budget], orderId, step.fen))
                .then(
                  () => 'ok',
                  (err: unknown) =>
                    err instanceof AppError && err.code === COMPANY_CODE.BUDGET_EXCEEDED
                      ? 'refused'
                      : 'error',
                );
              expect(outcome).toBe(fits ? 'ok' : 'refused');
              if (fits) {
                model += step.fen;
                charged.set(orderId, step.fen);
              }
            } else {
              const ids = [...charged.keys()];
              if (!ids.length) continue;
              const target = ids[step.pick % ids.length]!;
              const left = charged.get(target)!;
              const back = step.kind === 'cancel' ? left : Math.min(left, step.fen);
              await db.transaction((tx) =>
                returnBudgets(tx, target, step.kind === 'cancel' ? 'all' : step.fen, step.kind),
              );
              model -= back;
              charged.set(target, left - back);
            }
          }
          const [usage] = (
            (await db.execute(sql`select coalesce((select spent_fen from budget_usage where budget_id = ${budget.id} and period_key = ${key}), 0) as spent,
                coalesce((select sum(amount_fen) from budget_entries where budget_id = ${budget.id}), 0) as entries`)) as unknown as {
              rows: { spent: number; entries: number }[];
            }
          ).rows;
          expect(Number(usage!.spent)).toBe(model);
          expect(Number(usage!.entries)).toBe(model);
          expect(model).toBeGreaterThanOrEqual(0);
          expect(model).toBeLessThanOrEqual(amountFen);
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);
});
