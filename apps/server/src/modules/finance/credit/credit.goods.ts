import type { CreditStatementDetail } from '@mall/shared';
import type { DbOrTx } from '../../../db/client';
import type { MaterialCodes } from '../../trade/material-codes';
import { linesToInvoice, orderNumbersOf } from '../../trade/order';
import { statementOrderIds } from './credit.statement-orders';

/** One goods line of a statement's orders, as the statement's workbook lists them (商品明细). */
export type StatementGoodsLine = {
  orderNo: string;
  /** The company's 物料编码 of the SKU ('' when it keeps none, and always for operators). */
  materialCode: string;
  title: string;
  spec: string;
  unit: string;
  quantity: number;
  priceFen: number;
  amountFen: number;
};

/** What the statement's downloads list beside its entries: the goods of its orders. */
export type StatementGoods = (s: CreditStatementDetail, withCodes: boolean) => Promise<StatementGoodsLine[]>;

/**
 * The goods lines of the orders a statement bills, by order then line, each with the company's own 物料编码
 * when `withCodes` (the company's download; the finance clerk matches them against the ERP).
 */
export function statementGoods(db: DbOrTx, codes: MaterialCodes | undefined): StatementGoods {
  return async (s, withCodes) => {
    const orderIds = (await statementOrderIds(db, s.statementNo, s.companyId)) ?? [];
    if (!orderIds.length) return [];
    const [lines, numbers] = await Promise.all([linesToInvoice(db, orderIds), orderNumbersOf(db, orderIds)]);
    const orderNo = new Map(numbers.map((n) => [n.id, n.orderNo]));
    const found =
      withCodes && codes
        ? await codes.of(db, { companyId: s.companyId }, [...new Set(lines.map((l) => l.skuId))])
        : new Map<number, string>();
    return lines
      .map((l) => ({
        orderNo: orderNo.get(l.orderId) ?? '',
        materialCode: found.get(l.skuId) ?? '',
        title: l.title,
        spec: [l.modelNo, ...l.specValues].filter(Boolean).join(' '),
        unit: l.unit,
        quantity: l.quantity,
        priceFen: l.priceFen,
        amountFen: l.amountFen,
      }))
      .sort((a, b) => a.orderNo.localeCompare(b.orderNo));
  };
}
