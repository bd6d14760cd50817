import { describe, expect, it } from 'vitest';
import { checkLedger, remarkOf, type ApiOrder, type CheckoutRecord, type LedgerInput } from './chaos-ledger';

const ok = (key: string, orderId: number, end = 5): CheckoutRecord => ({
  buyer: 'chaos_1',
  key,
  skuId: 11,
  quantity: 2,
  scarce: false,
  payMethod: 4,
  answers: [{ t: end - 0.1, end, status: 200, msg: '订单提交成功', orderId, orderNo: `NO${orderId}` }],
  outcome: 'ok',
  orderId,
  orderNo: `NO${orderId}`,
});
const order = (key: string, id: number, o: Partial<ApiOrder> = {}): ApiOrder => ({
  buyer: 'chaos_1',
  id,
  orderNo: `NO${id}`,
  remark: remarkOf(key),
  status: 1,
  payStatus: 0,
  payAmountFen: 3980,
  lines: [{ skuId: 11, quantity: 2, amountFen: 3980, warehouse: '全国仓' }],
  paidEntries: 0,
  ...o,
});
const run = (over: Partial<LedgerInput>) =>
  checkLedger({
    checkouts: [ok('a', 1), ok('b', 2)],
    orders: [order('a', 1), order('b', 2)],
    stockBefore: new Map([['11/全国仓', 100]]),
    stockAfter: new Map([['11/全国仓', 96]]),
    windows: [{ name: 'PostgreSQL restart', from: 4, to: 6 }],
    ...over,
  });

describe('chaos ledger: the client’s answers against the API', () => {
  it('holds for a run where every checkout placed exactly its order', () => {
    const r = run({});
    expect(r.problems).toEqual([]);
    expect(r.windows[0]).toMatchObject({ succeeded: 2, through: 2 });
  });

  it('names a checkout that produced a second order, though the unique key is the same', () => {
    // The double order carries another idempotency key (a retry that made a new one): only the remark,
    // which the client wrote, ties it to the checkout.
    const r = run({
      orders: [order('a', 1), order('b', 2), order('b', 3)],
      stockAfter: new Map([['11/全国仓', 94]]),
    });
    expect(r.problems.join('\n')).toContain(
      'checkouts produced more than one order (DUPLICATE): checkout b (chaos_1) answered NO2, the API lists 2 orders for it: NO2, NO3',
    );
  });

  it('names orders nobody asked for, orders of refusals and missing orders', () => {
    const refused: CheckoutRecord = {
      ...ok('c', 0),
      outcome: 'refused',
      orderId: undefined,
      answers: [{ t: 1, end: 1.1, status: 409, msg: '库存不足' }],
    };
    const r = run({
      checkouts: [ok('a', 1), ok('b', 2), refused],
      orders: [order('a', 1), order('c', 4), order('zzz', 5)],
      stockAfter: new Map([['11/全国仓', 94]]),
    });
    const text = r.problems.join('\n');
    expect(text).toContain('checkouts seen to succeed have no order: checkout b');
    expect(text).toContain('checkouts seen refused have an order');
    expect(text).toContain('orders no checkout of the client asked for: NO5');
    expect(text).toContain('refused as sold out'); // a well-stocked SKU sold out: the stock was too small
  });

  it('names a double stock deduction, a double payment and a repeat answered with another order', () => {
    const twice = ok('b', 2);
    twice.answers.push({
      t: 6,
      end: 6.1,
      status: 200,
      msg: '订单已提交',
      orderId: 9,
      orderNo: 'NO9',
      repeated: true,
    });
    const r = run({
      checkouts: [ok('a', 1), twice],
      orders: [order('a', 1, { payStatus: 2, paidEntries: 2 }), order('b', 2)],
      stockAfter: new Map([['11/全国仓', 94]]),
    });
    const text = r.problems.join('\n');
    expect(text).toContain('11/全国仓: 100 before − 4 sold ≠ 94 after');
    expect(text).toContain('NO1: 2 payments in its timeline');
    expect(text).toContain('orders are paid though the client never confirmed a payment: NO1');
    expect(text).toContain('checkout b (chaos_1): its answers name orders NO2, NO9');
  });

  it('fails a fault window in which no checkout succeeded', () => {
    const r = run({ windows: [{ name: 'Redis restart', from: 10, to: 12 }] });
    expect(r.problems).toEqual(['no checkout under way in the window “Redis restart” succeeded']);
  });
});
