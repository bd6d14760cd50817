/**
 * The chaos run's buyers, as a careful client behaves: browse, search, add to the cart, check out with one
 * idempotency key per checkout (repeated while the answer is lost, written in the order's remark so the
 * API shows which checkout an order came from), sometimes submit the same checkout again, and pay some
 * orders online through the sandbox gateway. Every answer goes into the ledger (chaos-ledger.ts); afterwards
 * the same client reads the orders and the stock back through the API.
 */
import { randomUUID } from 'node:crypto';
import { PAY_STATUS } from '@mall/shared';
import {
  remarkOf,
  yuanToFen,
  type Answer,
  type ApiOrder,
  type CheckoutRecord,
  type StockMap,
} from './chaos-ledger';

export type Buyer = {
  name: string;
  userId: number;
  mobile: string;
  auth: string;
  refresh: string;
  addressId: number;
};

/** One request: when it was sent and answered (s since the start), what it was, its status (0: no answer). */
export type Hit = { t: number; end: number; kind: string; status: number };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function chaosClient(o: {
  base: string;
  now: () => number;
  /** The SKUs that keep their stock, and the few kept scarce on purpose (some checkouts are refused). */
  skus: readonly number[];
  scarceSkus: readonly number[];
}) {
  const { base, now } = o;
  const hits: Hit[] = [];
  const checkouts: CheckoutRecord[] = [];
  const refusals = new Map<string, number>();
  let signedOut = 0;
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

  async function call(
    kind: string,
    url: string,
    init: RequestInit,
  ): Promise<{ status: number; body: unknown; answer: Answer }> {
    const t = now();
    let status = 0;
    let body: unknown = null;
    try {
      const res = await fetch(`${base}${url}`, {
        redirect: 'manual',
        ...init,
        signal: AbortSignal.timeout(15_000),
      });
      status = res.status;
      body = (await res.json().catch(() => null)) as unknown;
    } catch {
      // no answer (connection lost, timeout)
    }
    const end = now();
    hits.push({ t, end, kind, status });
    if (status === 401) signedOut++;
    const data = (body as { data?: { orderId?: number; orderNo?: string; repeated?: boolean } } | null)?.data;
    const msg = (body as { msg?: string } | null)?.msg ?? '';
    return {
      status,
      body,
      answer: {
        t,
        end,
        status,
        msg,
        ...(status === 200 && data?.orderId !== undefined
          ? { orderId: data.orderId, orderNo: data.orderNo, repeated: data.repeated }
          : {}),
      },
    };
  }

  const json = { 'content-type': 'application/json' };
  const authed = (b: Buyer) => ({ ...json, authorization: b.auth });

  /** Sends one call until it is answered with anything but a lost connection or a 5xx (at most 8 tries). */
  async function untilAnswered(kind: string, url: string, init: RequestInit, answers: Answer[]) {
    let last: Awaited<ReturnType<typeof call>> | null = null;
    for (let attempt = 0; attempt < 8; attempt++) {
      last = await call(kind, url, init);
      answers.push(last.answer);
      if (last.status !== 0 && last.status < 500) return last;
      await sleep(500 * (attempt + 1));
    }
    return last!;
  }

  async function checkout(buyer: Buyer) {
    const scarce = Math.random() < 0.1;
    const record: CheckoutRecord = {
      buyer: buyer.name,
      key: randomUUID(),
      skuId: pick(scarce ? o.scarceSkus : o.skus),
      quantity: 1 + Math.floor(Math.random() * 2),
      scarce,
      payMethod: Math.random() < 1 / 3 ? 1 : 4,
      answers: [],
      outcome: 'unknown',
    };
    checkouts.push(record);
    const init = {
      method: 'POST',
      headers: authed(buyer),
      body: JSON.stringify({
        idempotencyKey: record.key,
        addressId: buyer.addressId,
        payMethod: record.payMethod,
        remark: remarkOf(record.key),
        items: [{ skuId: record.skuId, quantity: record.quantity }],
      }),
    };
    const r = await untilAnswered('checkout', '/api/checkout/submit', init, record.answers);
    if (r.status === 200) {
      record.outcome = 'ok';
      record.orderId = r.answer.orderId;
      record.orderNo = r.answer.orderNo;
    } else if (r.status >= 400 && r.status < 500) {
      record.outcome = 'refused';
      const reason = r.answer.msg.replace(/“[^”]*”/g, '“…”').replace(/\d+/g, 'N');
      refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
    }
    if (record.outcome !== 'ok') return;
    // A double click: the same checkout again must answer the same order, marked as a repeat.
    if (Math.random() < 0.1) await untilAnswered('checkout', '/api/checkout/submit', init, record.answers);
    if (record.payMethod === 1) await pay(buyer, record);
  }

  /** Opens a trade for the order and confirms it at the sandbox gateway, as the buyer's phone would. */
  async function pay(buyer: Buyer, record: CheckoutRecord) {
    const payment = { trades: [] as string[], confirmed: false, answers: [] as Answer[] };
    record.payment = payment;
    const start = await untilAnswered(
      'pay',
      '/api/pay/create',
      { method: 'POST', headers: authed(buyer), body: JSON.stringify({ orderNo: record.orderNo }) },
      payment.answers,
    );
    const tradeNo = (start.body as { data?: { tradeNo?: string } } | null)?.data?.tradeNo;
    if (start.status !== 200 || !tradeNo) return;
    payment.trades.push(tradeNo);
    const confirm = await untilAnswered(
      'pay',
      `/api/pay/sandbox/pay/${tradeNo}`,
      { method: 'POST', headers: json, body: JSON.stringify({ outcome: 'success' }) },
      payment.answers,
    );
    payment.confirmed = confirm.status === 303;
  }

  /** One buyer's mixed load until `until()` (s since the start; it may move later meanwhile). */
  async function buyerLoop(buyer: Buyer, goodsIds: number[], keywords: string[], until: () => number) {
    while (now() < until()) {
      const roll = Math.random();
      if (roll < 0.4) await call('browse', `/api/product/detail/${pick(goodsIds)}`, { method: 'GET' });
      else if (roll < 0.65)
        await call('search', '/api/product/search', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ keyword: pick(keywords), pageNum: 1 + Math.floor(Math.random() * 3) }),
        });
      else if (roll < 0.8)
        await call('cart', '/api/cart/list/saveCartProduct', {
          method: 'POST',
          headers: authed(buyer),
          body: JSON.stringify({ skuId: pick(o.skus), quantity: 1 }),
        });
      else await checkout(buyer);
    }
  }

  /** Reads a page through the API, failing loudly: the checks must not run on a partial view. */
  async function read<T>(url: string, init: RequestInit): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const r = await call('read', url, init);
      if (r.status === 200) return (r.body as { data: T }).data;
      if (attempt >= 5) throw new Error(`reading ${url}: ${r.status} ${r.answer.msg}`);
      await sleep(500);
    }
  }

  /** Stock of each SKU per warehouse as the product page shows it (北京 reads 全国仓, 苏州 its 江苏仓). */
  async function stock(skus: readonly number[], jiangsu: readonly number[]): Promise<StockMap> {
    const map: StockMap = new Map();
    type Detail = { skus: { skuId: number; stock: number }[] };
    const readOne = async (skuId: number, areaCode: string, warehouse: string) => {
      const d = await read<Detail>(`/api/product/detail/${skuId}?areaCode=${areaCode}`, { method: 'GET' });
      const s = d.skus.find((k) => k.skuId === skuId);
      if (s) map.set(`${skuId}/${warehouse}`, s.stock);
    };
    await Promise.all([
      ...skus.map((id) => readOne(id, '110000', '全国仓')),
      ...jiangsu.map((id) => readOne(id, '320000', '江苏仓')),
    ]);
    return map;
  }

  /** Every order of the buyer through the API: the list, page by page, then each order's detail. */
  async function orders(buyer: Buyer): Promise<ApiOrder[]> {
    type Item = { orderNo: string };
    type Line = { skuId: number; quantity: number; amount: string; warehouse: string };
    type Detail = {
      id: number;
      orderNo: string;
      remark: string;
      status: number;
      payStatus: number;
      payAmount: string;
      lines: Line[];
      timeline: { event: string }[];
    };
    const nos: string[] = [];
    for (let pageNum = 1; ; pageNum++) {
      const page = await read<{ list: Item[]; total: number }>('/api/order/list', {
        method: 'POST',
        headers: authed(buyer),
        body: JSON.stringify({ type: -1, pageNum, pageSize: 50 }),
      });
      nos.push(...page.list.map((i) => i.orderNo));
      if (!page.list.length || nos.length >= page.total) break;
    }
    const out: ApiOrder[] = [];
    for (let i = 0; i < nos.length; i += 4) {
      const details = await Promise.all(
        nos.slice(i, i + 4).map((orderNo) =>
          read<Detail>('/api/order/detail', {
            method: 'POST',
            headers: authed(buyer),
            body: JSON.stringify({ orderNo }),
          }),
        ),
      );
      for (const d of details)
        out.push({
          buyer: buyer.name,
          id: d.id,
          orderNo: d.orderNo,
          remark: d.remark,
          status: d.status,
          payStatus: d.payStatus,
          payAmountFen: yuanToFen(d.payAmount),
          lines: d.lines.map((l) => ({
            skuId: l.skuId,
            quantity: l.quantity,
            amountFen: yuanToFen(l.amount),
            warehouse: l.warehouse,
          })),
          paidEntries: d.timeline.filter((e) => e.event === 'paid' || e.event === 'paymentConfirmed').length,
        });
    }
    return out;
  }

  /** Waits (at most `seconds`) until every order the client paid shows paid: the gateway retries its notice. */
  async function settlePayments(buyers: readonly Buyer[], seconds: number) {
    const byName = new Map(buyers.map((b) => [b.name, b]));
    let waiting = checkouts.filter((c) => c.payment?.confirmed);
    const until = now() + seconds;
    while (waiting.length && now() < until) {
      const still: CheckoutRecord[] = [];
      for (let i = 0; i < waiting.length; i += 16) {
        const chunk = waiting.slice(i, i + 16);
        const states = await Promise.all(
          chunk.map((c) =>
            read<{ payStatus: number }>('/api/pay/getPayStatus', {
              method: 'POST',
              headers: authed(byName.get(c.buyer)!),
              body: JSON.stringify({ orderNo: c.orderNo }),
            }),
          ),
        );
        chunk.forEach((c, j) => states[j]!.payStatus !== PAY_STATUS.PAID && still.push(c));
      }
      waiting = still;
      if (waiting.length) await sleep(1000);
    }
    return waiting.length;
  }

  return {
    hits,
    checkouts,
    refusals,
    signedOut: () => signedOut,
    call,
    buyerLoop,
    stock,
    orders,
    settlePayments,
  };
}
