import { yuanToFen, type AfsDetail, type AfsListItem } from '@mall/shared';
import { merchantActor, type PortalCaller } from '../../identity/auth';
import type { AfsAdmin } from '../../trade/afs';

/** An after-sales request as a shop's ERP reads it (money in 分). */
function toItem(a: AfsListItem) {
  return {
    afsNo: a.afsNo,
    orderNo: a.orderNo,
    type: a.type,
    typeText: a.typeLabel,
    status: a.status,
    statusText: a.statusLabel,
    skuId: a.product.skuId,
    title: a.product.title,
    quantity: a.quantity,
    reason: a.reason,
    refundAmountFen: yuanToFen(a.refundAmount),
    createdAt: a.createdAt,
  };
}

function toDetail(a: AfsDetail) {
  return {
    ...toItem(a),
    description: a.description,
    rejectReason: a.rejectReason,
    returnShipment: a.returnShipment,
  };
}
export type MerchantAfsItem = ReturnType<typeof toItem>;
export type MerchantAfsDetail = ReturnType<typeof toDetail>;

/**
 * After-sales of a shop's orders through the merchant API: the portal's handling (AfsAdmin scoped to the
 * shop: the same graph, timeline and audit). Another shop's request answers 404 售后单不存在. The refund stays
 * the platform's, which holds the buyer's money.
 */
export class MerchantAfs {
  constructor(private readonly afs: AfsAdmin) {}

  /** One page of the shop's requests, newest first, optionally of one status. */
  async list(shop: PortalCaller, q: { status?: number; pageNum: number; pageSize: number }) {
    const page = await this.afs.adminList(q, shop.merchantId);
    return { ...page, list: page.list.map(toItem) };
  }

  async detail(shop: PortalCaller, afsNo: string): Promise<MerchantAfsDetail> {
    return toDetail(await this.afs.detail({ afsNo, merchantId: shop.merchantId }));
  }

  async approve(shop: PortalCaller, ip: string, afsNo: string, note: string) {
    return toDetail(await this.afs.approve(merchantActor(shop, ip), afsNo, note, shop.merchantId));
  }

  async reject(shop: PortalCaller, ip: string, afsNo: string, reason: string) {
    return toDetail(await this.afs.reject(merchantActor(shop, ip), afsNo, reason, shop.merchantId));
  }

  /** 确认收到退货. */
  async confirmReturn(shop: PortalCaller, ip: string, afsNo: string, note: string) {
    return toDetail(await this.afs.confirmReturn(merchantActor(shop, ip), afsNo, note, shop.merchantId));
  }
}
