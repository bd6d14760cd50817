import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { skuIdsByCode } from '../../catalogue/catalogue';
import {
  CompanyCheckoutPolicy,
  cancelSystemOrders,
  checkoutContextOf,
  companyOrderHooks,
  type SystemOrderDeps,
} from '../../procurement/company-checkout';
import { costCentreDepartment } from '../../identity/company';
import { priceLines, type PlaceOrderHooks, type SubmitInput } from '../../trade/checkout';
import { orderIdsByNos, orderNumbersOf } from '../../trade/order';
import { CxmlRefusal, type OrderRequest } from '../cxml';
import {
  punchoutOrders,
  punchoutSessions,
  type PunchoutConfigRow,
  type PunchoutOrderRow,
} from '../session/punchout.table';
import { memberFor } from '../session';
import { shipToAddress } from './ship-to';

/** A price carried back in a PunchOutOrderMessage holds this long for the OrderRequest that follows it. */
const PRICE_HOLD_DAYS = 7;

export type OrderOutcome = { orderNos: string[]; repeated: boolean; text: string };

type StockAfter = { reindex: number[]; restocked: number[]; afterPlace: (() => unknown) | null };

const refuse = (code: 400 | 403 | 404 | 409, zh: string, en: string) => new CxmlRefusal(code, zh, en);

/**
 * cXML OrderRequest: the requisition a company approved in its procurement system comes back as the shop's
 * order. ONE transaction per document, serialised per company and orderID: `new` places the order (a repeat
 * answers the same orders), `update` with a higher orderVersion cancels the current orders and places the new
 * lines, `delete` cancels them. Prices must be the company's price now, or one carried back within
 * PRICE_HOLD_DAYS; the PO number is the orderID; ShipTo becomes a company address; the first line's cost
 * centre names a department. The company's approval rules are skipped unless its configuration keeps them.
 */
export class PunchoutOrderService {
  constructor(
    private readonly db: Db,
    private readonly deps: SystemOrderDeps,
  ) {}

  async apply(config: PunchoutConfigRow, req: OrderRequest): Promise<OrderOutcome> {
    const userId = await memberFor(
      this.db,
      { ...config, memberMapping: config.memberMapping === 'technical' ? 'technical' : 'email' },
      { email: req.contactEmail },
    );
    const ctx = await checkoutContextOf(this.db, userId);
    if (!ctx || ctx.companyId !== config.companyId || ctx.memberStatus !== 1)
      throw refuse(
        403,
        '该企业的采购系统对接成员不可用，请联系平台运营',
        'The punch-out member is not active',
      );
    const after: StockAfter = { reindex: [], restocked: [], afterPlace: null };
    // Read before the transaction (one connection must never wait on itself): the cost centre's department and,
    // when the company keeps its approval rules for punch-out orders, checkout's own hooks.
    const costCentre = req.lines.find((l) => l.costCentre)?.costCentre ?? '';
    const departmentId = costCentre ? await this.departmentOf(config.companyId, costCentre) : null;
    const policy =
      req.type === 'delete' || config.orderBypassApproval
        ? null
        : await new CompanyCheckoutPolicy(this.db).hooksFor(userId, {
            poNumber: req.orderId,
            costCentreId: departmentId,
          } as SubmitInput);
    const booking = { costCentre, departmentId, policy, userId };
    const outcome = await this.db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext('punchout-po'), hashtext(${`${config.companyId}:${req.orderId}`}))`,
      );
      const [row] = await tx
        .select()
        .from(punchoutOrders)
        .where(and(eq(punchoutOrders.companyId, config.companyId), eq(punchoutOrders.poNumber, req.orderId)));
      if (req.type === 'new') {
        if (row) return this.repeat(tx, row);
        const placed = await this.place(tx, config, ctx, req, after, booking);
        await tx.insert(punchoutOrders).values({
          companyId: config.companyId,
          poNumber: req.orderId,
          version: req.orderVersion,
          payloadId: req.payloadId,
          userId,
          ...placed.row,
        });
        return {
          orderNos: placed.orderNos,
          repeated: false,
          text: `已创建订单 ${placed.orderNos.join('、')}`,
        };
      }
      if (!row) throw refuse(404, `采购订单 ${req.orderId} 不存在`, `Order ${req.orderId} is unknown`);
      if (row.state === 'deleted') {
        if (req.type === 'delete') return { ...(await this.repeat(tx, row)), text: '订单已删除' };
        throw refuse(409, `采购订单 ${req.orderId} 已删除，不能修改`, `Order ${req.orderId} was deleted`);
      }
      if (req.type === 'update' && req.orderVersion <= row.version) return this.repeat(tx, row);
      await this.cancel(tx, row, req, after);
      if (req.type === 'delete') {
        await tx
          .update(punchoutOrders)
          .set({ state: 'deleted', payloadId: req.payloadId, updatedAt: sql`now()` })
          .where(eq(punchoutOrders.id, row.id));
        return {
          orderNos: [],
          repeated: false,
          text: `已取消订单 ${(await this.orderNos(tx, row.orderIds)).join('、')}`,
        };
      }
      const placed = await this.place(tx, config, ctx, req, after, booking);
      await tx
        .update(punchoutOrders)
        .set({ ...placed.row, version: req.orderVersion, payloadId: req.payloadId, updatedAt: sql`now()` })
        .where(eq(punchoutOrders.id, row.id));
      return {
        orderNos: placed.orderNos,
        repeated: false,
        text: `已按第 ${req.orderVersion} 版重新下单 ${placed.orderNos.join('、')}`,
      };
    });
    after.afterPlace?.();
    if (after.reindex.length) this.deps.onReindex(after.reindex);
    if (after.restocked.length) this.deps.onRestock(after.restocked);
    return outcome;
  }

  private async orderNos(tx: Tx, ids: number[]): Promise<string[]> {
    return (await orderNumbersOf(tx, ids)).map((r) => r.orderNo);
  }

  private async repeat(tx: Tx, row: PunchoutOrderRow): Promise<OrderOutcome> {
    const orderNos = row.state === 'deleted' ? [] : await this.orderNos(tx, row.orderIds);
    return {
      orderNos,
      repeated: true,
      text: `重复的订单文档，已按原结果处理：${orderNos.join('、') || '已删除'}`,
    };
  }

  /** Cancels the PO's current orders (409 once one has shipped); stock, budgets and credit go back. */
  private async cancel(tx: Tx, row: PunchoutOrderRow, req: OrderRequest, after: StockAfter) {
    const note =
      req.type === 'delete'
        ? `采购系统删除采购订单 ${req.orderId}`
        : `采购系统修改采购订单 ${req.orderId}（第 ${req.orderVersion} 版）`;
    const verb = req.type === 'delete' ? '删除' : '修改';
    const shipped = (order: { orderNo: string }) =>
      refuse(
        409,
        `订单 ${order.orderNo} 已发货，不能${verb}，请联系平台客服`,
        `Order ${order.orderNo} has shipped and cannot be changed`,
      );
    await cancelSystemOrders(tx, row.orderIds, note, this.deps.cancelHooks, shipped, after);
  }

  /** Places the document's lines as the configuration's member (inside `tx`). */
  private async place(
    tx: Tx,
    config: PunchoutConfigRow,
    ctx: NonNullable<Awaited<ReturnType<typeof checkoutContextOf>>>,
    req: OrderRequest,
    after: StockAfter,
    booking: {
      costCentre: string;
      departmentId: number | null;
      policy: PlaceOrderHooks | null;
      userId: number;
    },
  ) {
    const { userId } = booking;
    const byCode = await skuIdsByCode(tx, req.lines.map((l) => l.supplierPartId).filter(Boolean));
    const lines = req.lines.map((l) => {
      const skuId = byCode.get(l.supplierPartId) ?? Number(/^sku:(\d+)$/.exec(l.auxiliaryId)?.[1] ?? 0);
      if (!skuId)
        throw refuse(
          400,
          `第 ${l.lineNumber} 行商品编码 ${l.supplierPartId || '（空）'} 不存在`,
          `Line ${l.lineNumber}: unknown SupplierPartID`,
        );
      return { ...l, skuId };
    });
    const { id: addressId, provinceCode } = await shipToAddress(tx, config.companyId, req.shipTo);
    const wanted = lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity, cartLineId: null }));
    const priced = new Map((await priceLines(tx, wanted, provinceCode, { userId })).map((p) => [p.skuId, p]));
    const fixed = new Map<number, number>();
    for (const l of lines) {
      const now = priced.get(l.skuId);
      if (!now)
        throw refuse(400, `第 ${l.lineNumber} 行商品不可购买`, `Line ${l.lineNumber} cannot be bought`);
      if (fixed.has(l.skuId) && fixed.get(l.skuId) !== l.unitPriceFen)
        throw refuse(
          400,
          `第 ${l.lineNumber} 行与同一商品的其他行单价不同`,
          `Line ${l.lineNumber}: two prices for one item`,
        );
      if (l.unitPriceFen === now.priceFen) continue;
      if (!(await this.heldPrice(tx, config.companyId, l.skuId, l.unitPriceFen)))
        throw refuse(
          409,
          `第 ${l.lineNumber} 行“${now.title}”价格已变化：采购系统 ¥${(l.unitPriceFen / 100).toFixed(2)}，当前 ¥${(now.priceFen / 100).toFixed(2)}，请重新进入商城选购`,
          `Line ${l.lineNumber}: price changed`,
        );
      fixed.set(l.skuId, l.unitPriceFen);
    }
    if (req.totalFen !== null) {
      const sum = lines.reduce((n, l) => n + l.unitPriceFen * l.quantity, 0);
      if (sum !== req.totalFen)
        throw refuse(
          400,
          `Total 与各行金额合计（¥${(sum / 100).toFixed(2)}）不一致`,
          'Total does not match the lines',
        );
    }
    const { costCentre, departmentId } = booking;
    const input: SubmitInput = {
      items: lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity })),
      idempotencyKey: `po-${createHash('sha256').update(`${config.companyId}:${req.orderId}:${req.orderVersion}`).digest('hex').slice(0, 40)}`,
      addressId,
      payMethod: config.orderPayMethod as SubmitInput['payMethod'],
      invoice: null,
      remark: `采购系统订单 ${req.orderId}${req.comments ? `：${req.comments}` : ''}`.slice(0, 200),
      poNumber: req.orderId,
      costCentreId: departmentId,
    };
    let hooks: PlaceOrderHooks =
      booking.policy ?? companyOrderHooks(ctx, departmentId ?? ctx.departmentId, req.orderId, null);
    if (fixed.size) hooks = { ...hooks, prices: fixed };
    const { result, afterCommit } = await this.deps.checkout.placeWithin(tx, userId, input, hooks);
    after.afterPlace = afterCommit;
    const orderNos = result.orders?.map((o) => o.orderNo) ?? [result.orderNo];
    return {
      orderNos,
      row: {
        orderIds: await orderIdsByNos(tx, orderNos),
        lines: lines.map((l) => ({
          lineNumber: l.lineNumber,
          skuId: l.skuId,
          quantity: l.quantity,
          unitOfMeasure: l.unitOfMeasure || 'EA',
        })),
        shipToAddressId: addressId,
        billTo: req.billTo ? { ...req.billTo } : null,
        costCentre: costCentre.slice(0, 100),
        state: 'open',
      },
    };
  }

  /** Whether this price of the SKU was carried back to the company within PRICE_HOLD_DAYS. */
  private async heldPrice(tx: Tx, companyId: number, skuId: number, priceFen: number): Promise<boolean> {
    const since = new Date(this.deps.now().getTime() - PRICE_HOLD_DAYS * 86_400_000);
    const [hit] = await tx
      .select({ id: punchoutSessions.id })
      .from(punchoutSessions)
      .where(
        and(
          eq(punchoutSessions.companyId, companyId),
          gt(punchoutSessions.transferredAt, since),
          sql`${punchoutSessions.cart} @> ${JSON.stringify([{ skuId, priceFen }])}::jsonb`,
        ),
      )
      .limit(1);
    return !!hit;
  }

  /** The department a cost centre names: by its name or its number, in the company; null when none. */
  private departmentOf(companyId: number, costCentre: string): Promise<number | null> {
    return costCentreDepartment(this.db, companyId, costCentre, true);
  }
}
