import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  fenToYuan,
  INVOICE_TYPE_LABEL,
  MESSAGE_TYPE,
  ORDER_INVOICE_STATUS,
  ORDER_STATUS_LABEL,
  PAY_STATUS,
  type InvoiceApplyPreview,
  type invoiceApplyBody,
  type InvoiceDetail,
  type invoiceListBody,
  type InvoicePage,
  type InvoiceTitleSnapshot,
  type OrderStatus,
  type UnappliedPage,
} from '@mall/shared';
import type { z } from 'zod';
import { queryRows, readTogether, type DbOrTx } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import { ordersWithOpenRefunds, refundsByLine } from '../../trade/afs';
import { writeMessage } from '../../content/message';
import {
  lineGoods,
  linesToInvoice,
  ordersToInvoice,
  placedBy,
  setOrdersInvoiceStatus,
} from '../../trade/order';
import { buildInvoice, type BilledLine } from './invoice.amounts';
import { InvoiceCore, invoiceLink, toListItem } from './invoice.core';
import { findUsableTitle } from './invoice-title.service';
import { invoiceOrders, invoiceShipmentLines, invoices } from './invoice.table';

type ApplyInput = z.output<typeof invoiceApplyBody>;

/** The buyer's side of invoicing: 待开票, preview and apply (one invoice or grouped), the list. */
export class InvoiceService extends InvoiceCore {
  /** 待开票: the buyer's paid, not cancelled orders with no invoice and something left after refunds. */
  async unapplied(userId: number, page: { pageNum: number; pageSize: number }): Promise<UnappliedPage> {
    const rows = await queryRows<{
      id: number;
      order_no: string;
      status: number;
      pay_method: number;
      pay_amount_fen: number;
      refunded_fen: number;
      invoice: { type: number; titleId: number } | null;
      line_count: number;
      line_titles: string[] | null;
      paid_at: Date | string | null;
      created_at: Date | string;
      merchant_id: number;
      seller_name: string;
      total: number;
    }>(
      this.db,
      sql`with r as (
            select order_id, sum(refunded_fen)::bigint as refunded_fen from afs_requests
            where user_id = ${userId} and status = 3 group by order_id)
          select o.id, o.order_no, o.status, o.pay_method, o.pay_amount_fen,
            coalesce(r.refunded_fen, 0)::bigint as refunded_fen, o.invoice, o.line_count,
            (select array_agg(title order by id) from (select id, title from order_lines where order_id = o.id
               order by id limit 3) t) as line_titles,
            o.paid_at, o.created_at, o.merchant_id, o.seller_name, count(*) over ()::int as total
          from orders o left join r on r.order_id = o.id
          where o.user_id = ${userId} and o.pay_status = ${PAY_STATUS.PAID} and o.status <> 7
            and o.invoice_status = ${ORDER_INVOICE_STATUS.NONE}
            and o.pay_amount_fen - coalesce(r.refunded_fen, 0) > 0
          order by o.created_at desc, o.id desc
          limit ${page.pageSize} offset ${(page.pageNum - 1) * page.pageSize}`,
    );
    const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
    return {
      list: rows.map((r) => ({
        orderNo: r.order_no,
        status: r.status,
        statusLabel: ORDER_STATUS_LABEL[r.status as OrderStatus] ?? '',
        payMethod: r.pay_method,
        payAmount: fenToYuan(Number(r.pay_amount_fen)),
        refundedAmount: fenToYuan(Number(r.refunded_fen)),
        invoiceableAmount: fenToYuan(Number(r.pay_amount_fen) - Number(r.refunded_fen)),
        checkoutInvoice: r.invoice ? { type: r.invoice.type, titleId: r.invoice.titleId } : null,
        lineCount: r.line_count,
        lineTitles: r.line_titles ?? [],
        paidAt: iso(r.paid_at),
        createdAt: iso(r.created_at)!,
        sellerId: Number(r.merchant_id),
        sellerName: r.seller_name,
      })),
      total: rows[0]?.total ?? (page.pageNum > 1 ? await this.unappliedCount(userId) : 0),
      pageNum: page.pageNum,
      pageSize: page.pageSize,
    };
  }

  protected async unappliedCount(userId: number): Promise<number> {
    const [r] = await queryRows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from orders o where o.user_id = ${userId} and o.pay_status = ${PAY_STATUS.PAID}
          and o.status <> 7 and o.invoice_status = 0 and o.pay_amount_fen > coalesce((select sum(refunded_fen)
          from afs_requests a where a.order_id = o.id and a.status = 3), 0)`,
    );
    return r?.n ?? 0;
  }

  /**
   * Checks an application and computes what the invoice would say. With `lock`, the orders are locked
   * (FOR UPDATE, id order) so two applications for one order cannot both pass.
   */
  protected async compute(
    tx: DbOrTx,
    userId: number,
    input: ApplyInput,
    lock: boolean,
    /** Whose orders may be invoiced: the buyer's own by default, a company's for 合并开票. */
    scope: SQL = placedBy(userId),
    /** false: orders of several sellers may be checked together (合并开票 splits them per seller). */
    oneSeller = true,
  ) {
    const snapshot = await this.titleSnapshot(tx, userId, input);
    const rows = await ordersToInvoice(tx, scope, input.orderNos, lock);
    const found = new Set(rows.map((o) => o.orderNo));
    const missing = input.orderNos.find((no) => !found.has(no));
    if (missing) throw notFound(`订单 ${missing} 不存在`);
    // Each order is invoiced by its seller: one invoice cannot cover two sellers' orders.
    if (oneSeller && new Set(rows.map((o) => o.merchantId)).size > 1)
      throw badRequest('所选订单来自不同卖家，每张发票只能包含同一卖家的订单，请按卖家分别申请');
    for (const o of rows) {
      if (o.status === 7 || o.payStatus !== PAY_STATUS.PAID)
        throw conflict(`订单 ${o.orderNo} 尚未付款或已取消，不能申请开票`);
      if (o.invoiceStatus !== ORDER_INVOICE_STATUS.NONE)
        throw conflict(`订单 ${o.orderNo} 已申请开票，请勿重复申请`);
    }
    const ids = rows.map((o) => o.id);
    const open = await ordersWithOpenRefunds(tx, ids);
    if (open.length) {
      const no = rows.find((o) => o.id === open[0])!.orderNo;
      throw conflict(`订单 ${no} 有进行中的退款售后，请处理完成后再申请开票`);
    }
    const [lineRows, refunds] = await readTogether(
      tx,
      () => linesToInvoice(tx, ids),
      () => refundsByLine(tx, ids),
    );
    const byLine = new Map(refunds.map((r) => [r.orderLineId, r]));
    const codeOf = await this.codesOfLines(tx, userId, lineRows);
    const billed: BilledLine[] = lineRows.map((l) => ({
      ...lineGoods(l),
      ...codeOf(l.skuId),
      refundedFen: byLine.get(l.id)?.refundedFen ?? 0,
      returnedQuantity: byLine.get(l.id)?.returnedQuantity ?? 0,
    }));
    const built = buildInvoice(
      billed,
      rows.reduce((n, o) => n + o.payAmountFen, 0),
    );
    if (built.totalFen <= 0) throw conflict('所选订单已全额退款，无需开票');
    const seller = rows[0]!;
    return {
      orders: rows,
      title: snapshot,
      merchantId: seller.merchantId,
      sellerName: seller.sellerName,
      ...built,
    };
  }

  /** The applicant's company's 物料编码 of the lines' SKUs, as a line's `materialCode` field (none: no field). */
  protected async codesOfLines(tx: DbOrTx, userId: number, lines: readonly { skuId: number }[]) {
    const codes = this.materialCodes
      ? await this.materialCodes.of(tx, { userId }, [...new Set(lines.map((l) => l.skuId))])
      : new Map<number, string>();
    return (skuId: number): { materialCode?: string } =>
      codes.has(skuId) ? { materialCode: codes.get(skuId)! } : {};
  }

  /** The buyer's title as the invoice keeps it, checked for the invoice type (e-mail, or a paper's receiver). */
  protected async titleSnapshot(
    tx: DbOrTx,
    userId: number,
    input: Pick<ApplyInput, 'titleId' | 'type'>,
  ): Promise<InvoiceTitleSnapshot> {
    const title = await findUsableTitle(tx, userId, input.titleId);
    if (!title) throw notFound('发票抬头不存在');
    if (input.type === 2 && !title.email)
      throw badRequest('该发票抬头未填写收票邮箱，请先补充后再申请电子发票');
    if (input.type === 4 && (!title.receiverName || !title.receiverMobile || !title.receiveAddress))
      throw badRequest('该发票抬头未填写收票人、手机号和收票地址，请先补充后再申请纸质发票');
    return {
      companyName: title.companyName,
      taxNo: title.taxNo,
      regAddress: title.regAddress,
      regPhone: title.regPhone,
      bankName: title.bankName,
      bankAccount: title.bankAccount,
      email: title.email,
      receiverName: title.receiverName,
      receiverMobile: title.receiverMobile,
      receiveAddress: title.receiveAddress,
    };
  }

  /** The confirmation before applying: title, amount, lines (nothing is written). */
  async preview(userId: number, input: ApplyInput): Promise<InvoiceApplyPreview> {
    const c = await this.compute(this.db, userId, input, false);
    return {
      type: input.type,
      typeLabel: INVOICE_TYPE_LABEL[input.type],
      kind: input.kind,
      title: c.title,
      orderNos: c.orders.map((o) => o.orderNo),
      amounts: c.amounts,
      lines: c.lines,
    };
  }

  /** Applies for one invoice over the orders: one transaction, orders marked 开票中, the buyer messaged. */
  async apply(userId: number, input: ApplyInput): Promise<InvoiceDetail> {
    const id = await this.db.transaction(async (tx) =>
      this.insertApplication(tx, userId, input, await this.compute(tx, userId, input, true)),
    );
    return this.detail({ id, userId });
  }

  /**
   * 合并开票: checks and locks every order of `scope` at once, then applies for one invoice per group of
   * `split(amounts by order)` — all in ONE transaction (one refusal writes nothing). Returns the invoice ids.
   */
  async applyGrouped(
    userId: number,
    input: ApplyInput,
    scope: SQL,
    split: (amounts: OrderToSplit[]) => string[][],
  ): Promise<number[]> {
    return this.db.transaction(async (tx) => {
      const all = await this.compute(tx, userId, input, true, scope, false);
      const refunded = await queryRows<{ order_id: number; fen: number }>(
        tx,
        sql`select order_id, sum(refunded_fen)::bigint as fen from afs_requests
            where order_id = any(${sql.param(all.orders.map((o) => o.id))}::bigint[]) and status = 3
            group by order_id`,
      );
      const back = new Map(refunded.map((r) => [Number(r.order_id), Number(r.fen)]));
      // An invoice line per SKU and price (the 数电票 merges an application's lines so).
      const lines = new Map<number, string[]>();
      for (const l of await linesToInvoice(
        tx,
        all.orders.map((o) => o.id),
      ))
        lines.set(l.orderId, [...(lines.get(l.orderId) ?? []), `${l.skuId}:${l.priceFen}`]);
      // Split per seller first (each seller issues its own orders' invoices), then by the caller's rule.
      const bySeller = new Map<number, OrderToSplit[]>();
      for (const o of all.orders)
        bySeller.set(o.merchantId, [
          ...(bySeller.get(o.merchantId) ?? []),
          { orderNo: o.orderNo, fen: o.payAmountFen - (back.get(o.id) ?? 0), lines: lines.get(o.id) ?? [] },
        ]);
      const groups = [...bySeller.values()].flatMap(split);
      const ids: number[] = [];
      for (const orderNos of groups) {
        const part = { ...input, orderNos };
        ids.push(
          await this.insertApplication(tx, userId, part, await this.compute(tx, userId, part, false, scope)),
        );
      }
      return ids;
    });
  }

  protected async insertApplication(
    tx: DbOrTx,
    userId: number,
    input: ApplyInput,
    c: Awaited<ReturnType<InvoiceService['compute']>>,
    /** 按包裹开票: the one shipment billed and what it bills of each order line. */
    shipment?: { id: number; lines: { orderLineId: number; quantity: number; amountFen: number }[] },
  ): Promise<number> {
    const [row] = await tx
      .insert(invoices)
      .values({
        userId,
        merchantId: c.merchantId,
        sellerName: c.sellerName,
        type: input.type,
        kind: input.kind,
        titleId: input.titleId,
        title: c.title,
        lines: c.lines,
        amounts: c.amounts,
        totalFen: c.totalFen,
        orderNos: c.orders.map((o) => o.orderNo),
        poNumbers: [...new Set(c.orders.map((o) => o.poNumber).filter((po) => po !== ''))],
        remark: input.remark,
      })
      .returning();
    const ids = c.orders.map((o) => o.id);
    await tx
      .insert(invoiceOrders)
      .values(ids.map((orderId) => ({ invoiceId: row!.id, orderId, shipmentId: shipment?.id ?? 0 })));
    if (shipment)
      await tx.insert(invoiceShipmentLines).values(shipment.lines.map((l) => ({ invoiceId: row!.id, ...l })));
    await setOrdersInvoiceStatus(tx, ids, ORDER_INVOICE_STATUS.APPLIED);
    const what = shipment ? `（包裹 ${shipment.id}）` : '';
    await this.record(tx, row!.id, 'applied', `订单 ${row!.orderNos.join('、')}${what}`, {
      kind: 'buyer',
      id: userId,
    });
    await writeMessage(tx, {
      userId,
      type: MESSAGE_TYPE.INVOICE,
      title: '开票申请已提交',
      content: `您的${INVOICE_TYPE_LABEL[input.type]}申请（${row!.applyNo}，价税合计 ¥${fenToYuan(c.totalFen)}）已提交，我们将尽快为您开具。`,
      link: invoiceLink(row!.id),
    });
    return row!.id;
  }

  /** A buyer's invoices (or every buyer's for operators), newest first. */
  async list(userId: number, q: z.output<typeof invoiceListBody>): Promise<InvoicePage> {
    const where = and(eq(invoices.userId, userId), q.status ? eq(invoices.status, q.status) : undefined);
    const { rows, total } = await this.listPage(where, q);
    return {
      list: rows.map((r) => toListItem({ ...r, pdf: null })),
      total,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }
}

/** An order as 合并开票 splits it: its amount to invoice and its invoice lines (SKU and price). */
export type OrderToSplit = { orderNo: string; fen: number; lines: string[] };
