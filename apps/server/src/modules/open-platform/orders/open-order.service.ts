import { createHash } from 'node:crypto';
import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import { OPEN_CODE, ORDER_STATUS_LABEL, type OrderStatus } from '@mall/shared';
import type { Db, Tx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import {
  cancelSystemOrders,
  checkoutContextOf,
  companyOrderHooks,
  type SystemOrderDeps,
} from '../../procurement/company-checkout';
import { costCentreDepartment } from '../../identity/company';
import type { SubmitInput } from '../../trade/checkout';
import { holdOrdersByNo, liftOrderHolds, ordersWithLines } from '../../trade/order';
import type { OpenCaller } from '../app';
import { openOrders, type OpenOrderRow, type TestShopOrder } from './open-order.table';
import { lineMaterialCodes } from '../../procurement/material-code';
import { shipmentAndLinesOf } from './open-order.view';
import {
  moveTestOrder,
  recordTestMoves,
  rehearse,
  testFacts,
  testShipments,
  type OpenOrderState,
  type TestAction,
  type TestMove,
} from './open-test-order';

/** What the shop's orders say while the buyer's system has not confirmed them (no 接单 until then). */
const HOLD_REASON = '待采购方确认';

export type OpenOrderInput = {
  idempotencyKey: string;
  poNumber: string;
  addressId: number;
  costCentre?: string;
  payMethod: 'offline' | 'credit';
  remark?: string;
  items: { skuId: number; quantity: number }[];
};

type After = { reindex: number[]; restocked: number[]; afterPlace: (() => unknown) | null };

const refuse = (status: 400 | 404 | 409, msg: string) =>
  new AppError(
    status,
    msg,
    status === 404 ? OPEN_CODE.NOT_FOUND : status === 409 ? OPEN_CODE.CONFLICT : OPEN_CODE.BAD_REQUEST,
  );

const notFound = () => refuse(404, '订单不存在');

/**
 * The open orders a caller sees: its company's live ones, and the test orders of its own app (another app of
 * the company, a live ERP say, never sees a sandbox's test orders).
 */
function visibleTo(caller: OpenCaller) {
  return and(
    eq(openOrders.companyId, companyOf(caller)),
    or(eq(openOrders.test, false), eq(openOrders.appId, caller.appId)),
  );
}

/** A test order's placement, told as a live order's is (→ 待接单). */
const placedMove = (s: TestShopOrder): TestMove => ({
  orderNo: s.orderNo,
  event: 'placed',
  fromStatus: null,
  toStatus: s.status,
});

/** The company of a caller that may act as a buyer (a company's app). */
function companyOf(caller: OpenCaller): number {
  if (caller.owner.kind !== 'company')
    throw new AppError(403, '商家应用不能调用采购方接口', OPEN_CODE.SCOPE_MISSING);
  return caller.owner.id;
}

/**
 * Orders a company's system submits through the open platform, on JD VOP's model: `submit` places the shop's
 * orders at once (stock is taken, so it is reserved) and holds them (待采购方确认: neither the platform nor a
 * shop may accept them); `confirm` lifts the hold; unconfirmed ones are cancelled after `confirmHours` and
 * their stock, budget and credit go back. Every call is idempotent: a repeated submit (same app and key)
 * answers the same order, a key reused for another order is refused.
 */
export class OpenOrderService {
  constructor(
    private readonly db: Db,
    private readonly deps: SystemOrderDeps & { confirmHours: number },
  ) {}

  /** Places the order (or answers the one placed under the same key). */
  async submit(caller: OpenCaller, input: OpenOrderInput) {
    const companyId = companyOf(caller);
    const hash = createHash('sha256')
      .update(JSON.stringify({ ...input, idempotencyKey: undefined }))
      .digest('hex');
    // Read before the transaction (its one connection must never wait on itself).
    const ctx = await checkoutContextOf(this.db, caller.agentUserId);
    if (!ctx || ctx.companyId !== companyId || ctx.memberStatus !== 1)
      throw new AppError(
        403,
        '应用的代理账号已不是企业的在职成员，请管理员重新设置',
        OPEN_CODE.APP_SUSPENDED,
      );
    const departmentId = input.costCentre ? await this.departmentOf(companyId, input.costCentre) : null;
    const after: After = { reindex: [], restocked: [], afterPlace: null };
    const id = await this.db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext('open-order'), hashtext(${`${caller.appId}:${input.idempotencyKey}`}))`,
      );
      const [row] = await tx
        .select()
        .from(openOrders)
        .where(and(eq(openOrders.appId, caller.appId), eq(openOrders.idempotencyKey, input.idempotencyKey)));
      if (row) {
        if (row.requestHash !== hash) throw refuse(409, '该幂等键已用于另一笔订单，请换一个 idempotencyKey');
        return row.id;
      }
      const submit: SubmitInput = {
        items: input.items,
        idempotencyKey: `open-${createHash('sha256').update(`${caller.appId}:${input.idempotencyKey}`).digest('hex').slice(0, 40)}`,
        addressId: input.addressId,
        payMethod: input.payMethod === 'credit' ? 5 : 4,
        invoice: null,
        remark: `开放平台订单 ${input.poNumber}${input.remark ? `：${input.remark}` : ''}`.slice(0, 200),
        poNumber: input.poNumber,
        costCentreId: departmentId,
      } as SubmitInput;
      // The company's system approved it already: its approval rules are not asked again (as for punch-out).
      const hooks = companyOrderHooks(ctx, departmentId ?? ctx.departmentId, input.poNumber, null);
      const place = async (within: Tx) => {
        const { result, afterCommit } = await this.deps.checkout.placeWithin(
          within,
          caller.agentUserId,
          submit,
          hooks,
        );
        const orderNos = result.orders?.map((o) => o.orderNo) ?? [result.orderNo];
        return { ids: await holdOrdersByNo(within, orderNos, HOLD_REASON), afterCommit };
      };
      // A sandbox app's order is a test order: placed and rolled back, kept as what it would have been.
      const test = caller.mode === 'sandbox';
      const testOrders = test ? await rehearse(tx, async (sp) => (await place(sp)).ids) : [];
      const placed = test ? [] : await place(tx);
      if (!Array.isArray(placed)) after.afterPlace = placed.afterCommit;
      const [inserted] = await tx
        .insert(openOrders)
        .values({
          appId: caller.appId,
          companyId,
          idempotencyKey: input.idempotencyKey,
          requestHash: hash,
          poNumber: input.poNumber,
          orderIds: Array.isArray(placed) ? [] : placed.ids.sort((a, b) => a - b),
          test,
          testOrders,
          expiresAt: new Date(this.deps.now().getTime() + this.deps.confirmHours * 3600_000),
        })
        .returning();
      if (test) await recordTestMoves(tx, inserted!, testOrders, testOrders.map(placedMove));
      return inserted!.id;
    });
    after.afterPlace?.();
    return this.detail(caller, id);
  }

  /** Lifts the hold: the shop may accept and ship. Repeats answer the same; a cancelled order is refused. */
  async confirm(caller: OpenCaller, id: number) {
    await this.db.transaction(async (tx) => {
      const row = await this.locked(tx, caller, id);
      if (row.test) return this.moveTest(tx, row, 'confirm');
      if (row.state === 'confirmed') return;
      if (row.state !== 'pending')
        throw refuse(409, row.state === 'expired' ? '订单超过确认时限已取消，请重新下单' : '订单已取消');
      await liftOrderHolds(tx, row.orderIds);
      await tx
        .update(openOrders)
        .set({ state: 'confirmed', confirmedAt: this.deps.now(), updatedAt: this.deps.now() })
        .where(eq(openOrders.id, row.id));
    });
    return this.detail(caller, id);
  }

  /** Cancels the shop's orders (409 once one has shipped); stock, budgets and credit go back. */
  async cancel(caller: OpenCaller, id: number, reason: string) {
    const after: After = { reindex: [], restocked: [], afterPlace: null };
    await this.db.transaction(async (tx) => {
      const row = await this.locked(tx, caller, id);
      if (row.test) return this.moveTest(tx, row, 'cancel');
      if (row.state === 'cancelled' || row.state === 'expired') return;
      await this.cancelOrders(tx, row, `采购方系统取消：${reason}`.slice(0, 200), after);
      await tx
        .update(openOrders)
        .set({ state: 'cancelled', updatedAt: this.deps.now() })
        .where(eq(openOrders.id, row.id));
    });
    this.settle(after);
    return this.detail(caller, id);
  }

  /** Cancels the orders left unconfirmed past their time; returns how many. */
  async expire(): Promise<number> {
    const due = await this.db
      .select({ id: openOrders.id })
      .from(openOrders)
      .where(and(eq(openOrders.state, 'pending'), lt(openOrders.expiresAt, this.deps.now())))
      .orderBy(asc(openOrders.expiresAt))
      .limit(200);
    let done = 0;
    for (const { id } of due) {
      const after: After = { reindex: [], restocked: [], afterPlace: null };
      const expired = await this.db.transaction(async (tx) => {
        const [row] = await tx.select().from(openOrders).where(eq(openOrders.id, id)).for('update');
        if (!row || row.state !== 'pending' || row.expiresAt >= this.deps.now()) return false;
        if (row.test) return this.moveTest(tx, row, 'expire').then(() => true);
        await this.cancelOrders(tx, row, '采购方系统未在时限内确认，订单已取消', after);
        await tx
          .update(openOrders)
          .set({ state: 'expired', updatedAt: this.deps.now() })
          .where(eq(openOrders.id, id));
        return true;
      });
      this.settle(after);
      if (expired) done += 1;
    }
    return done;
  }

  /** The order as its company's systems see it: state, the shop's orders, their lines and shipments. */
  async detail(caller: OpenCaller, id: number) {
    return (await this.views([await this.ownRow(caller, id)]))[0]!;
  }

  /** The calling company's open order `id` (another company's answers 404 as an unknown one). */
  private async ownRow(caller: OpenCaller, id: number): Promise<OpenOrderRow> {
    const [row] = await this.db
      .select()
      .from(openOrders)
      .where(and(eq(openOrders.id, id), visibleTo(caller)));
    if (!row) throw notFound();
    return row;
  }

  /**
   * The parcels of each shop order of the company's open order, with their lines and tracking timelines
   * (`ofOrder` is fulfilment's read of one order's shipments).
   */
  async shipments<T>(
    caller: OpenCaller,
    id: number,
    ofOrder: (order: { id: number; orderNo: string }) => Promise<T>,
  ): Promise<{ id: number; orders: (T | ReturnType<typeof testShipments>[number])[] }> {
    const row = await this.ownRow(caller, id);
    if (row.test) return { id: row.id, orders: testShipments(row.testOrders) };
    const { orders: shopOrders } = await ordersWithLines(this.db, row.orderIds);
    const byId = new Map(shopOrders.map((o) => [o.id, o]));
    const own = row.orderIds.map((oid) => byId.get(oid)).filter((o) => o !== undefined);
    return { id: row.id, orders: await Promise.all(own.map((o) => ofOrder(o))) };
  }

  /** The company's orders created after `since`, oldest first, after the id `afterId`, at most `size`. */
  async list(caller: OpenCaller, since: Date, afterId: number, size: number) {
    const rows = await this.db
      .select()
      .from(openOrders)
      .where(
        and(
          visibleTo(caller),
          sql`${openOrders.createdAt} >= ${since.toISOString()}::timestamptz`,
          sql`${openOrders.id} > ${afterId}`,
        ),
      )
      .orderBy(asc(openOrders.id))
      .limit(size);
    const items = await this.views(rows);
    return { items, nextCursor: rows.length === size ? String(rows.at(-1)!.id) : null };
  }

  private async views(rows: OpenOrderRow[]) {
    const ids = rows.flatMap((r) => r.orderIds);
    const live = await ordersWithLines(this.db, ids);
    const byId = new Map(live.orders.map((o) => [o.id, o]));
    const facts = (r: OpenOrderRow) =>
      r.test
        ? testFacts(r.testOrders)
        : {
            orders: r.orderIds.map((oid) => byId.get(oid)).filter((o) => o !== undefined),
            lines: live.lines,
          };
    const lines = [...live.lines, ...rows.flatMap((r) => r.testOrders.flatMap((s) => s.lines))];
    // Every row is the calling company's: its own material codes go on the lines.
    const skuIds = [...new Set(lines.map((l) => l.skuId))];
    const codes =
      rows.length && skuIds.length
        ? await lineMaterialCodes(this.db, { companyId: rows[0]!.companyId }, skuIds)
        : undefined;
    return rows.map((r) => ({
      id: r.id,
      poNumber: r.poNumber,
      idempotencyKey: r.idempotencyKey,
      state: r.state as 'pending' | 'confirmed' | 'cancelled' | 'expired',
      expiresAt: r.expiresAt.toISOString(),
      confirmedAt: r.confirmedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      test: r.test,
      orders: facts(r).orders.map((o) => ({
        orderNo: o.orderNo,
        status: o.status,
        statusText: ORDER_STATUS_LABEL[o.status as OrderStatus] ?? '',
        seller: o.sellerName,
        payAmountFen: o.payAmountFen,
        ...shipmentAndLinesOf(o, facts(r).lines, codes),
      })),
    }));
  }

  private async locked(tx: Tx, caller: OpenCaller, id: number): Promise<OpenOrderRow> {
    const [row] = await tx
      .select()
      .from(openOrders)
      .where(and(eq(openOrders.id, id), visibleTo(caller)))
      .for('update');
    if (!row) throw notFound();
    return row;
  }

  /**
   * The sandbox's 模拟发货 / 模拟签收 of a test order (409 for a live one: its shop ships it). Repeats answer
   * the same.
   */
  async simulate(caller: OpenCaller, id: number, action: 'ship' | 'deliver') {
    await this.db.transaction(async (tx) => {
      const row = await this.locked(tx, caller, id);
      if (!row.test) throw refuse(409, '只有沙箱应用提交的测试订单可以模拟发货与签收');
      await this.moveTest(tx, row, action);
    });
    return this.detail(caller, id);
  }

  /** Moves a test order (see moveTestOrder) and tells its app, inside `tx`. */
  private async moveTest(tx: Tx, row: OpenOrderRow, action: TestAction): Promise<void> {
    const now = this.deps.now();
    const next = moveTestOrder(row.state as OpenOrderState, row.testOrders, action, now);
    if (!next.moves.length && next.state === row.state) return;
    await tx
      .update(openOrders)
      .set({
        state: next.state,
        testOrders: next.shops,
        updatedAt: now,
        ...(action === 'confirm' && row.state === 'pending' ? { confirmedAt: now } : {}),
      })
      .where(eq(openOrders.id, row.id));
    await recordTestMoves(tx, row, next.shops, next.moves);
  }

  private cancelOrders(tx: Tx, row: OpenOrderRow, note: string, after: After): Promise<void> {
    const shipped = (order: { orderNo: string }) =>
      refuse(409, `订单 ${order.orderNo} 已发货，不能取消，请走售后`);
    return cancelSystemOrders(tx, row.orderIds, note, this.deps.cancelHooks, shipped, after);
  }

  private settle(after: After): void {
    if (after.reindex.length) this.deps.onReindex(after.reindex);
    if (after.restocked.length) this.deps.onRestock(after.restocked);
  }

  /** The company's department named by the cost centre (400 when there is none). */
  private async departmentOf(companyId: number, name: string): Promise<number> {
    const id = await costCentreDepartment(this.db, companyId, name);
    if (id === null) throw refuse(400, `成本中心「${name}」不是贵公司的部门`);
    return id;
  }
}
