import { z } from 'zod';
import { skuRow } from './fields';
import { yuan } from './scalars';

/*
 * How a price that is not the plain list price is marked on the wire (agreement prices, tiers, quotations).
 * Absent on a plain list price, so shared cached bodies keep their shape.
 */
export const priceMark = {
  /** The list price, yuan, shown struck through next to `price` (协议价 and the like). */
  listPrice: z.string().optional(),
  /** 协议价 / 阶梯价 / 报价单价 / 竞价成交价 — the label next to the price. */
  priceTag: z.string().optional(),
};

/** A quantity break (阶梯价): from `minQuantity` units in one line, each costs `price` (yuan). */
export const priceTier = z.object({ minQuantity: z.number().int(), price: z.string() });
export type PriceTier = z.infer<typeof priceTier>;

/** A SKU offered to a buyer (quick order's matches, substitutes): its names, picture, unit, price and stock. */
export const offeredSku = {
  ...skuRow,
  image: z.string(),
  unit: z.string(),
  price: yuan,
  ...priceMark,
  /** Stock in the buyer's area (its warehouse when it has one, else the national stock). */
  stock: z.number().int(),
};
