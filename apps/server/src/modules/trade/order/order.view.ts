import {
  fenToYuan,
  INVOICE_KIND,
  INVOICE_TYPE_LABEL,
  ORDER_EVENT_LABEL,
  ORDER_INVOICE_STATUS_LABEL,
  ORDER_STATUS_LABEL,
  PAY_METHOD_LABEL,
  PAY_STATUS_LABEL,
  type OrderActions,
  type OrderDetail,
  type OrderInvoiceStatus,
  type OrderLine,
  type OrderListItem,
  type OrderStatus,
  type PayStatus,
  type Remittance,
} from '@mall/shared';
import { statusTimeline } from '../../../lib/document';
import { warehouseName } from '../../catalogue/region';
import type { OrderHistoryRow, OrderLineRow, OrderRow } from './order.table';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function toOrderLine(l: OrderLineRow): OrderLine {
  return {
    id: l.id,
    ...pricedLineProduct(l),
    brandName: l.brandName,
    modelNo: l.modelNo,
    quantity: l.quantity,
    amount: fenToYuan(l.amountFen),
    warehouse: warehouseName(l.stockAreaCode),
    ...(l.deliveryAddress ? { deliveryAddress: l.deliveryAddress } : {}),
  };
}

/** What the buyer may do with the order now. */
function buyerActions(o: OrderRow): OrderActions {
  const online = o.payMethod !== 4;
  return {
    canPay: o.payStatus === 0 && (online ? o.status === 1 : o.status !== 7),
    canCancel: (o.status === 1 || o.status === 2) && o.payStatus === 0,
    canConfirmReceipt: o.status === 4,
    canBuyAgain: o.status === 5 || o.status === 7,
  };
}

/** Who placed a company order and its cost centre (company lists show them). */
type LineProduct = Pick<OrderLineRow, 'skuId' | 'productId' | 'title' | 'image' | 'specValues' | 'unit'>;

/** What a document keeps and shows of a bought line's product: the SKU as it was when bought. */
export const lineProduct = (l: LineProduct) => ({
  skuId: l.skuId,
  productId: l.productId,
  title: l.title,
  image: l.image,
  specValues: l.specValues,
  unit: l.unit,
});

type LineGoods = Pick<
  OrderLineRow,
  'skuId' | 'title' | 'brandName' | 'modelNo' | 'specValues' | 'unit' | 'priceFen' | 'quantity' | 'amountFen'
>;

/** What a bought line says of its goods and money (an order line's copy, an invoice's billed line). */
export const lineGoods = (l: LineGoods): LineGoods => ({
  skuId: l.skuId,
  title: l.title,
  brandName: l.brandName,
  modelNo: l.modelNo,
  specValues: l.specValues,
  unit: l.unit,
  priceFen: l.priceFen,
  quantity: l.quantity,
  amountFen: l.amountFen,
});

/** The same with its unit price in yuan. */
export const pricedLineProduct = (l: LineProduct & { priceFen: number }) => ({
  ...lineProduct(l),
  price: fenToYuan(l.priceFen),
});

export type CompanyFacts = { buyerName: string; costCentre: string };
const NO_ACTIONS: OrderActions = {
  canPay: false,
  canCancel: false,
  canConfirmReceipt: false,
  canBuyAgain: false,
};

/**
 * A list row. `viewerId`: a colleague's company order is shown without the buyer's actions (only the
 * buyer who placed it pays, cancels, receives or buys again).
 */
export function toListItem(
  o: OrderRow,
  lines: OrderLineRow[],
  facts?: CompanyFacts,
  viewerId?: number,
): OrderListItem {
  return {
    id: o.id,
    orderNo: o.orderNo,
    status: o.status,
    statusLabel: ORDER_STATUS_LABEL[o.status as OrderStatus] ?? '',
    payStatus: o.payStatus,
    payStatusLabel: PAY_STATUS_LABEL[o.payStatus as PayStatus] ?? '',
    payMethod: o.payMethod,
    payMethodLabel: PAY_METHOD_LABEL[o.payMethod as 1 | 2 | 3 | 4] ?? '',
    invoiceStatus: o.invoiceStatus,
    payAmount: fenToYuan(o.payAmountFen),
    itemCount: o.itemCount,
    lineCount: o.lineCount,
    lines: lines.slice(0, 5).map(toOrderLine),
    createdAt: o.createdAt.toISOString(),
    actions: viewerId !== undefined && viewerId !== o.userId ? NO_ACTIONS : buyerActions(o),
    poNumber: o.poNumber,
    costCentre: facts?.costCentre ?? '',
    buyerName: facts?.buyerName ?? '',
    sellerId: o.merchantId,
    sellerName: o.sellerName,
    payGroup: o.payGroup,
  };
}

export type DetailParts = {
  order: OrderRow;
  facts?: CompanyFacts;
  viewerId?: number;
  lines: OrderLineRow[];
  history: OrderHistoryRow[];
  tradeNo: string | null;
  remittance: Remittance | null;
  autoCompleteDays: number;
  afsWindowDays: number;
};

/**
 * The end of the after-sales window: `days` after receipt (or completion, for orders completed without a
 * confirmed receipt); null while the order is not yet received or completed.
 */
export function afsDeadlineOf(
  o: Pick<OrderRow, 'status' | 'receivedAt' | 'completedAt'>,
  days: number,
): Date | null {
  if (o.status !== 5 && o.status !== 4) return null;
  const start = o.receivedAt ?? o.completedAt;
  return start ? new Date(start.getTime() + days * 86_400_000) : null;
}

export function toDetail(p: DetailParts): OrderDetail {
  const o = p.order;
  return {
    ...toListItem(o, p.lines, p.facts, p.viewerId),
    lines: p.lines.map(toOrderLine),
    amounts: {
      goodsAmount: fenToYuan(o.goodsAmountFen),
      freightAmount: fenToYuan(o.freightFen),
      discountAmount: fenToYuan(o.discountFen),
      payAmount: fenToYuan(o.payAmountFen),
      itemCount: o.itemCount,
      lineCount: o.lineCount,
    },
    address: o.address,
    invoice: o.invoice
      ? {
          type: o.invoice.type,
          typeLabel: INVOICE_TYPE_LABEL[o.invoice.type as 1 | 2 | 3 | 4] ?? '',
          kind: INVOICE_KIND.SPECIAL,
          titleId: o.invoice.titleId,
          titleName: o.invoice.titleName,
          taxNo: o.invoice.taxNo,
          status: o.invoiceStatus,
          statusLabel: ORDER_INVOICE_STATUS_LABEL[o.invoiceStatus as OrderInvoiceStatus] ?? '',
        }
      : null,
    remark: o.remark,
    expectedDeliveryDate: o.expectedDeliveryDate,
    payment: {
      method: o.payMethod,
      methodLabel: PAY_METHOD_LABEL[o.payMethod as 1 | 2 | 3 | 4] ?? '',
      status: o.payStatus,
      statusLabel: PAY_STATUS_LABEL[o.payStatus as PayStatus] ?? '',
      paidAt: iso(o.paidAt),
      payDeadline: o.payStatus === 0 && o.status === 1 ? iso(o.payDeadline) : null,
      tradeNo: p.tradeNo,
      remittance: p.remittance,
    },
    shipment:
      o.carrier && o.trackingNo && o.shippedAt
        ? { carrier: o.carrier, trackingNo: o.trackingNo, shippedAt: o.shippedAt.toISOString() }
        : null,
    cancelReason: o.cancelReason,
    acceptedAt: iso(o.acceptedAt),
    receivedAt: iso(o.receivedAt),
    completedAt: iso(o.completedAt),
    cancelledAt: iso(o.cancelledAt),
    autoCompleteAt:
      o.status === 4 && o.shippedAt
        ? new Date(o.shippedAt.getTime() + p.autoCompleteDays * 86_400_000).toISOString()
        : null,
    afsDeadline: afsDeadlineOf(o, p.afsWindowDays)?.toISOString() ?? null,
    timeline: statusTimeline(p.history, ORDER_EVENT_LABEL, ORDER_STATUS_LABEL),
  };
}
