import { z } from 'zod';
import { areaRef, coded, labelledId as id, listPaging, skuRef } from './fields';
import { pageOf } from '../envelope';
import { areaCodeField } from './home';
import { dbId, isoTime, isoTimeOrNull, yuan } from './scalars';

/*
 * Wire contract of back-in-stock alerts (到货提醒). Every call needs a buyer token and
 * touches only the buyer's own alerts: a foreign or unknown id answers 404 到货提醒不存在.
 *
 *   POST /api/stock-alert/subscribe {skuId, areaCode}   → StockAlertItem (again for the same SKU and area:
 *                                                          the same alert, msg says so)
 *   POST /api/stock-alert/list      StockAlertListBody   → Page<StockAlertItem>
 *   POST /api/stock-alert/cancel    {id}                 → StockAlertItem (已取消)
 *   POST /api/stock-alert/states    {skuIds, areaCode}   → {waiting: skuIds} (the product page's button)
 *
 * The area is the product page's: the area cookie's first entry ('0000' 全国 when none). A SKU can be
 * subscribed while it cannot be bought there for want of stock (the stock of the area's warehouse, else the
 * national one, below the minimum order quantity). When stock returns the alert is 已通知 once: one system
 * message (type 7 到货提醒) and one SMS; a later sell-out needs a new subscription.
 */

export const STOCK_ALERT_STATE = { WAITING: 1, NOTIFIED: 2, CANCELLED: 3 } as const;
export type StockAlertState = (typeof STOCK_ALERT_STATE)[keyof typeof STOCK_ALERT_STATE];
export const STOCK_ALERT_STATE_LABEL: Record<StockAlertState, string> = {
  1: '等待到货',
  2: '已通知',
  3: '已取消',
};

/** Waiting alerts one buyer may hold at once. */
export const STOCK_ALERT_MAX_WAITING = 100;

export const STOCK_ALERT_MSG = {
  SUBSCRIBED: '已订阅到货通知，到货后将通过站内消息和短信通知您',
  ALREADY: '您已订阅该商品的到货通知，到货后将通知您',
  IN_STOCK: '该商品当前有货，可直接购买，无需订阅到货通知',
  OFF_SHELF: '商品已下架，无法订阅到货通知',
  NOT_IN_AREA: '该商品在您所选区域暂不销售，无法订阅到货通知',
  SKU_NOT_FOUND: '商品不存在',
  NOT_FOUND: '到货提醒不存在',
  TOO_MANY: `最多同时订阅 ${STOCK_ALERT_MAX_WAITING} 个到货通知，请先取消不需要的提醒`,
  CANCELLED: '已取消到货提醒',
  ALREADY_NOTIFIED: '该商品已到货并通知过您，无需取消',
} as const;

export const stockAlertSubscribeBody = z.object({
  skuId: id('商品编号'),
  areaCode: areaCodeField,
});
export type StockAlertSubscribeBody = z.input<typeof stockAlertSubscribeBody>;

export const stockAlertListBody = z.object({
  /** 1 等待到货, 2 已通知, 3 已取消; missing → every state. */
  state: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  ...listPaging(100, 10),
});
export type StockAlertListBody = z.input<typeof stockAlertListBody>;

export const stockAlertIdBody = z.object({ id: id('到货提醒编号') });

export const stockAlertStatesBody = z.object({
  skuIds: z.array(id('商品编号')).min(1, '请指定商品').max(200, '一次最多查询 200 个规格'),
  areaCode: areaCodeField,
});
export type StockAlertStatesBody = z.input<typeof stockAlertStatesBody>;
export const stockAlertStates = z.object({
  /** The SKUs of the request the buyer waits for in the area. */
  waiting: z.array(z.number().int()),
});
export type StockAlertStates = z.infer<typeof stockAlertStates>;

export const stockAlertItem = z.object({
  id: dbId,
  ...skuRef,
  title: z.string(),
  code: z.string(),
  /** Spec values joined for display ("9件套 / 铬钒钢"); '' for a product with one plain SKU. */
  spec: z.string(),
  image: z.string(),
  unit: z.string(),
  price: yuan,
  ...areaRef,
  ...coded('state'),
  /** Whether the SKU can be bought in the area now (on shelf, sold there, stock covers the minimum). */
  available: z.boolean(),
  createdAt: isoTime,
  notifiedAt: isoTimeOrNull,
});
export type StockAlertItem = z.infer<typeof stockAlertItem>;

export const stockAlertPage = pageOf(stockAlertItem);
export type StockAlertPage = z.infer<typeof stockAlertPage>;
