/**
 * The chaos run's ledger: what the client saw of every checkout (each answer of each attempt), what the API
 * shows afterwards (the buyers' order lists and details, the product pages' stock), and the checks that
 * compare the two. Pure functions over plain data, so a test can prove each check fails on a wrong run.
 */
import { PAY_STATUS } from '@mall/shared';

/** One answer the client got (t, end: seconds since the start; status 0: no answer at all). */
export type Answer = {
  t: number;
  end: number;
  status: number;
  msg: string;
  orderId?: number;
  orderNo?: string;
  repeated?: boolean;
};

/** A checkout as the client made it: one key (also written in the order's remark), every answer it saw. */
export type CheckoutRecord = {
  buyer: string;
  key: string;
  skuId: number;
  quantity: number;
  /** A SKU of the few kept scarce on purpose (their refusals are expected). */
  scarce: boolean;
  /** 1 支付宝 (paid through the sandbox gateway afterwards) or 4 对公转账. */
  payMethod: number;
  answers: Answer[];
  /** ok: some attempt answered 200; refused: a 4xx; unknown: every attempt lost or 5xx. */
  outcome: 'ok' | 'refused' | 'unknown';
  orderId?: number;
  orderNo?: string;
  /** The online payment the client made of an ok checkout: the trades it opened, whether it confirmed one. */
  payment?: { trades: string[]; confirmed: boolean; answers: Answer[] };
};

/** An order as the buyer's API shows it (list, then detail). */
export type ApiOrder = {
  buyer: string;
  id: number;
  orderNo: string;
  remark: string;
  status: number;
  payStatus: number;
  payAmountFen: number;
  lines: { skuId: number; quantity: number; amountFen: number; warehouse: string }[];
  /** Timeline entries that record money received (paid, paymentConfirmed). */
  paidEntries: number;
};

/** A fault: from its start until every process answered ready again (plus a second). */
export type FaultWindow = { name: string; from: number; to: number };

const REMARK_PREFIX = 'chaos ';
export const remarkOf = (key: string) => `${REMARK_PREFIX}${key}`;
const ORDER_CANCELLED = 7;
const SOLD_OUT = /售罄|库存不足/;

export const yuanToFen = (yuan: string) => Math.round(Number(yuan) * 100);

/** Stock per SKU and warehouse (`${skuId}/${warehouse}`, warehouse as the API names it: 全国仓, 江苏仓). */
export type StockMap = Map<string, number>;

export type LedgerInput = {
  checkouts: readonly CheckoutRecord[];
  orders: readonly ApiOrder[];
  stockBefore: StockMap;
  stockAfter: StockMap;
  windows: readonly FaultWindow[];
  /** When the API process was killed: a payment confirmed around it may have lost its notification. */
  killAt?: number;
};

export type WindowReport = {
  name: string;
  from: number;
  to: number;
  /** Checkouts answered with success inside the window. */
  succeeded: number;
  /** Checkouts under way at some moment of the window (sent before its end) that ended in success. */
  through: number;
  refused: number;
  /** Checkouts with an attempt lost or answered 5xx inside the window (the client tried again). */
  retried: number;
};

export type LedgerReport = {
  problems: string[];
  lines: string[];
  windows: WindowReport[];
};

const MAX_NAMED = 5;
function named(problems: string[], what: string, items: string[]) {
  if (!items.length) return;
  const more = items.length > MAX_NAMED ? ` … and ${items.length - MAX_NAMED} more` : '';
  problems.push(`${items.length} ${what}: ${items.slice(0, MAX_NAMED).join('; ')}${more}`);
}

/** Compares the client's ledger with what the API shows; every problem names the checkouts and orders. */
export function checkLedger(input: LedgerInput): LedgerReport {
  const { checkouts, orders, stockBefore, stockAfter, windows } = input;
  const problems: string[] = [];
  const lines: string[] = [];
  const byKey = new Map(checkouts.map((c) => [c.key, c]));
  const ordersOf = new Map<string, ApiOrder[]>();
  const strays: ApiOrder[] = [];
  for (const o of orders) {
    const key = o.remark.startsWith(REMARK_PREFIX) ? o.remark.slice(REMARK_PREFIX.length) : '';
    const c = byKey.get(key);
    if (!c || c.buyer !== o.buyer) strays.push(o);
    else ordersOf.set(key, [...(ordersOf.get(key) ?? []), o]);
  }
  const nos = (list: readonly ApiOrder[]) => list.map((o) => o.orderNo).join(', ');

  // 1. Orders against the answers the client saw.
  const duplicates: string[] = [];
  const missing: string[] = [];
  const wrongOrder: string[] = [];
  const refusedPlaced: string[] = [];
  const answersDisagree: string[] = [];
  const repeatNotFlagged: string[] = [];
  let unknownPlaced = 0;
  for (const c of checkouts) {
    const placed = ordersOf.get(c.key) ?? [];
    const who = `checkout ${c.key} (${c.buyer})`;
    if (placed.length > 1)
      duplicates.push(
        `${who} answered ${c.orderNo ?? 'nothing'}, the API lists ${placed.length} orders for it: ${nos(placed)}`,
      );
    if (c.outcome === 'ok') {
      if (!placed.length) missing.push(`${who} answered ${c.orderNo}, the API lists no order for it`);
      else if (placed.length === 1 && placed[0]!.id !== c.orderId)
        wrongOrder.push(`${who} answered ${c.orderNo}, the API lists ${placed[0]!.orderNo}`);
    }
    if (c.outcome === 'refused' && placed.length)
      refusedPlaced.push(`${who} was refused “${c.answers.at(-1)?.msg}”, yet ${nos(placed)} exists`);
    if (c.outcome === 'unknown' && placed.length === 1) unknownPlaced++;
    const ok = c.answers.filter((a) => a.status === 200);
    const ids = new Set(ok.map((a) => a.orderId));
    if (ids.size > 1)
      answersDisagree.push(`${who}: its answers name orders ${ok.map((a) => a.orderNo).join(', ')}`);
    if (ok.slice(1).some((a) => !a.repeated)) repeatNotFlagged.push(who);
  }
  named(problems, 'checkouts produced more than one order (DUPLICATE)', duplicates);
  named(problems, 'checkouts seen to succeed have no order', missing);
  named(problems, 'checkouts seen to succeed list another order', wrongOrder);
  named(problems, 'checkouts seen refused have an order', refusedPlaced);
  named(problems, 'checkouts were answered with different orders', answersDisagree);
  named(problems, 'checkouts sent again were not answered as repeated', repeatNotFlagged);
  named(
    problems,
    'orders no checkout of the client asked for',
    strays.map((o) => `${o.orderNo} (${o.buyer}, remark “${o.remark}”)`),
  );

  // 2. Amounts: each order's lines add up to what it asks to be paid.
  named(
    problems,
    'orders whose lines do not add up to the amount payable',
    orders
      .filter((o) => o.lines.reduce((n, l) => n + l.amountFen, 0) !== o.payAmountFen)
      .map((o) => `${o.orderNo}: payable ${o.payAmountFen} 分`),
  );

  // 3. Payments: never recorded twice; paid exactly when the client confirmed the payment.
  const doubled = orders.filter((o) => o.paidEntries > 1);
  named(
    problems,
    'orders record the payment more than once (DOUBLE PAYMENT)',
    doubled.map((o) => `${o.orderNo}: ${o.paidEntries} payments in its timeline`),
  );
  const paidUnasked: string[] = [];
  const paidLost: string[] = [];
  let lostWithKill = 0;
  for (const c of checkouts) {
    for (const o of ordersOf.get(c.key) ?? []) {
      const paid = o.payStatus === PAY_STATUS.PAID;
      if (paid && !c.payment?.confirmed) paidUnasked.push(`${o.orderNo} (checkout ${c.key})`);
      if (!paid && c.payment?.confirmed && o.id === c.orderId) {
        // The sandbox gateway runs inside an API process: killed right after it confirmed, its notification
        // goes with it (a real gateway is another system and keeps retrying).
        const at = c.payment.answers.at(-1)?.end ?? 0;
        if (input.killAt !== undefined && at >= input.killAt - 2 && at <= input.killAt + 1) lostWithKill++;
        else paidLost.push(`${o.orderNo} (checkout ${c.key}): ${o.payStatus}`);
      }
    }
  }
  named(problems, 'orders are paid though the client never confirmed a payment', paidUnasked);
  named(problems, 'orders stay unpaid though the client confirmed the payment', paidLost);

  // 4. Stock through the API: before − sold = after, per SKU and warehouse, never below zero.
  const sold = new Map<string, number>();
  for (const o of orders)
    if (o.status !== ORDER_CANCELLED)
      for (const l of o.lines) {
        const k = `${l.skuId}/${l.warehouse}`;
        sold.set(k, (sold.get(k) ?? 0) + l.quantity);
      }
  const stockWrong: string[] = [];
  for (const [k, start] of stockBefore) {
    const after = stockAfter.get(k);
    const s = sold.get(k) ?? 0;
    if (after === undefined || start - s !== after || after < 0)
      stockWrong.push(`${k}: ${start} before − ${s} sold ≠ ${after ?? 'unread'} after`);
  }
  for (const k of sold.keys())
    if (!stockBefore.has(k)) stockWrong.push(`${k}: sold from a warehouse whose stock was not read`);
  named(problems, 'SKU/warehouse stocks break before − sold = after (DOUBLE DEDUCTION?)', stockWrong);

  // 5. The stock was sized to last: only the scarce SKUs may sell out.
  const soldOut = checkouts.filter(
    (c) => !c.scarce && c.outcome === 'refused' && SOLD_OUT.test(c.answers.at(-1)?.msg ?? ''),
  );
  named(
    problems,
    'checkouts of a well-stocked SKU were refused as sold out (size the stock larger)',
    soldOut.map((c) => `${c.key} SKU ${c.skuId} at ${c.answers.at(-1)!.end.toFixed(1)} s`),
  );

  // 6. Checkouts keep succeeding through each fault window.
  const reports: WindowReport[] = windows.map((w) => {
    const inside = (a: Answer) => a.end >= w.from && a.end <= w.to;
    const final = (c: CheckoutRecord) =>
      c.answers.find((a) => a.status === 200 || (a.status >= 400 && a.status < 500));
    return {
      ...w,
      succeeded: checkouts.filter((c) => c.answers.some((a) => a.status === 200 && inside(a))).length,
      through: checkouts.filter(
        (c) =>
          c.outcome === 'ok' &&
          c.answers[0]!.t <= w.to &&
          c.answers.find((a) => a.status === 200)!.end >= w.from,
      ).length,
      refused: checkouts.filter((c) => c.outcome === 'refused' && inside(final(c)!)).length,
      retried: checkouts.filter((c) =>
        c.answers.some((a) => (a.status === 0 || a.status >= 500) && a.t <= w.to && a.end >= w.from),
      ).length,
    };
  });
  // A checkout sent during a short window may be answered just after it (a Redis restart lasts a second):
  // what must hold is that checkouts under way through the fault still succeed.
  for (const w of reports)
    if (!w.through) problems.push(`no checkout under way in the window “${w.name}” succeeded`);

  const count = (o: CheckoutRecord['outcome']) => checkouts.filter((c) => c.outcome === o).length;
  const paid = checkouts.filter((c) => c.payment?.confirmed).length;
  lines.push(
    `checkouts: ${checkouts.length} — succeeded ${count('ok')}, refused ${count('refused')} ` +
      `(${checkouts.filter((c) => c.outcome === 'refused' && c.scarce).length} of them of the scarce SKUs), ` +
      `unanswered ${count('unknown')} (placed ${unknownPlaced}); sent again after success ` +
      `${checkouts.filter((c) => c.answers.filter((a) => a.status === 200).length > 1).length}`,
    `orders the API lists: ${orders.length} — each successful checkout exactly one: ${missing.length + wrongOrder.length + duplicates.length ? 'NO' : 'yes'}; ` +
      `duplicates ${duplicates.length}; orders nobody asked for ${strays.length}`,
    `payments: ${paid} confirmed by the client, ${orders.filter((o) => o.payStatus === PAY_STATUS.PAID).length} orders paid, ` +
      `paid twice ${doubled.length}` +
      (lostWithKill ? `, ${lostWithKill} notification(s) lost with the killed process` : ''),
    `stock: ${stockBefore.size} SKU/warehouse pairs, before − sold = after for ${stockBefore.size - stockWrong.length}`,
  );
  return { problems, lines, windows: reports };
}
