import { z } from 'zod';
import { DB_INT_MAX } from './limits';
import { address } from './address';
import { chosenId, DAY_PATTERN, lineGoodsFace, lineTotal, remarkField, skuRef } from './fields';
import { areaCodeField } from './home';
import { invoiceTypeChoice } from './invoice';
import { orderAmounts } from './order';
import { priceMark } from './price-mark';
import { dbId, isoTimeOrNull, yuan } from './scalars';

/*
 * Wire contract of checkout (the buyer's side of placing an order). Calls need a buyer token. Prices are
 * yuan strings.
 *
 *   POST /api/checkout/preview  CheckoutPreviewBody → CheckoutPreview (re-priced, stock and area re-checked)
 *   POST /api/checkout/submit   CheckoutSubmitBody  → SubmitResult (one order; idempotent per idempotencyKey)
 *
 * Price, stock or area changes found on submit answer 409 with the reason.
 */

/** 5 账期支付: company credit (采购员 or 财务 of a company with a credit account). */
const payMethod = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], {
  error: '请选择支付方式',
});

const checkoutItem = z.object({
  skuId: z.coerce.number().int().min(1, '商品规格不正确').max(DB_INT_MAX, '商品规格不正确'),
  quantity: z.coerce
    .number()
    .int('购买数量必须是整数')
    .min(1, '购买数量最少为 1')
    .max(999_999, '购买数量过大'),
});

/**
 * What is bought: the cart's lines (`cartLineIds`, from 去结算; quantities are the cart's) or `items`
 * (立即购买 from a product page: usually one {skuId, quantity}). Exactly one of the two.
 */
const checkoutSource = {
  cartLineIds: z.array(z.coerce.number().int().min(1)).min(1, '请选择要结算的商品').max(200).optional(),
  items: z.array(checkoutItem).min(1, '请选择要结算的商品').max(200).optional(),
};
/**
 * 分地址配送 (company buyers): a line (by SKU) sent to another of the buyer's addresses (his own or one his
 * company shares) than the order's `addressId`. Lines not named go to `addressId`.
 */
const lineAddresses = z
  .array(z.object({ skuId: chosenId('商品'), addressId: chosenId('收货地址') }))
  .max(200)
  .optional();

const hasOneSource = (b: { cartLineIds?: unknown[]; items?: unknown[] }) =>
  (b.cartLineIds === undefined) !== (b.items === undefined);

export const checkoutPreviewBody = z
  .object({
    ...checkoutSource,
    /** The delivery address decides the sales area; without one, `areaCode` (cookie) does. */
    addressId: z.coerce.number().int().min(1).max(DB_INT_MAX, '编号不正确').optional(),
    areaCode: areaCodeField,
    lineAddresses,
  })
  .refine(hasOneSource, { message: '请选择要结算的商品' });
export type CheckoutPreviewBody = z.input<typeof checkoutPreviewBody>;

export const invoiceChoice = z.object({
  type: invoiceTypeChoice,
  /** A saved invoice title (发票抬头) of the buyer. */
  titleId: chosenId('发票抬头'),
});
export type InvoiceChoice = z.infer<typeof invoiceChoice>;

export const checkoutSubmitBody = z
  .object({
    ...checkoutSource,
    /** Client-made key (uuid) for this submit: repeats (double click, retry) return the same order. */
    idempotencyKey: z.string({ error: '缺少提交标识' }).regex(/^[\w-]{8,64}$/, '提交标识格式不正确'),
    addressId: chosenId('收货地址'),
    lineAddresses,
    payMethod,
    /** null / missing: no invoice (不开发票). */
    invoice: invoiceChoice.nullable().optional(),
    remark: remarkField,
    /** 采购单号 (company buyers; the company may require it). */
    poNumber: z
      .string()
      .trim()
      .max(40, '采购单号不能超过 40 个字符')
      .regex(/^[\w\-/.#()（）\u4e00-\u9fa5]*$/, '采购单号只能包含字母、数字、汉字和 - _ / . # ( )')
      .optional()
      .default(''),
    /** 成本中心: a department of the buyer's company; defaults to the buyer's own department. */
    costCentreId: z.coerce
      .number()
      .int()
      .min(1, '成本中心不正确')
      .max(DB_INT_MAX, '成本中心不正确')
      .nullable()
      .optional(),
    /** 期望交货日期 YYYY-MM-DD, today or later (China time). */
    expectedDeliveryDate: z.string().regex(DAY_PATTERN, '期望交货日期格式不正确').nullable().optional(),
    /** The payable amount the buyer saw (yuan); a different amount on submit answers 409 价格已变动. */
    expectedPayAmount: z
      .string()
      .regex(/^\d{1,10}\.\d{2}$/, '金额格式不正确')
      .optional(),
  })
  .refine(hasOneSource, { message: '请选择要结算的商品' });
export type CheckoutSubmitBody = z.input<typeof checkoutSubmitBody>;

export const checkoutLine = z.object({
  ...skuRef,
  /** The cart line it came from, or null for 立即购买. */
  cartLineId: dbId.nullable(),
  ...lineGoodsFace,
  ...priceMark,
  ...lineTotal,
  stock: z.number().int(),
  available: z.boolean(),
  /** Why it cannot be bought now (下架 / 区域不售 / 库存不足 / 起订量…), else null. */
  reason: z.string().nullable(),
});
export type CheckoutLine = z.infer<typeof checkoutLine>;

export const payMethodOption = z.object({ value: z.number().int(), label: z.string(), online: z.boolean() });
export const invoiceTypeOption = z.object({ value: z.number().int(), label: z.string() });

export const checkoutPreview = z.object({
  lines: z.array(checkoutLine),
  amounts: orderAmounts,
  /** The area the lines were checked against (the address's province, or the areaCode). */
  areaCode: z.string(),
  address: address.nullable(),
  payMethods: z.array(payMethodOption),
  invoiceTypes: z.array(invoiceTypeOption),
  /** false when any line is unavailable; `problems` says why, in Chinese. */
  canSubmit: z.boolean(),
  problems: z.array(z.string()),
  /** Company buyers: the approval rule this checkout falls under (submit it as a purchase request), else null. */
  approval: z
    .object({ ruleName: z.string(), levels: z.array(z.string()) })
    .nullable()
    .optional(),
  /** Company buyers: budgets this order is charged to, with what remains before it. */
  budgets: z.array(z.object({ name: z.string(), remaining: z.string(), enough: z.boolean() })).optional(),
  /** Company buyers: whether 采购单号 is required, and the cost centres to choose from. */
  company: z
    .object({
      poRequired: z.boolean(),
      costCentres: z.array(z.object({ id: z.number().int(), name: z.string() })),
      defaultCostCentreId: dbId.nullable(),
    })
    .nullable()
    .optional(),
  /**
   * Company buyers with a credit account (授信): what 账期支付 offers. `usable` is false with `reason` (the
   * checkout's refusal, e.g. an overdue statement) when it cannot be chosen for this order.
   */
  credit: z
    .object({
      limit: yuan,
      available: yuan,
      usable: z.boolean(),
      reason: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type CheckoutPreview = z.infer<typeof checkoutPreview>;

export const submitResult = z.object({
  orderId: dbId,
  orderNo: z.string(),
  status: z.number().int(),
  payStatus: z.number().int(),
  payMethod: z.number().int(),
  payAmount: yuan,
  /** Unpaid online orders are cancelled after this time (null for offline transfer). */
  payDeadline: isoTimeOrNull,
  /** true when this key had already placed the order (a repeat submit). */
  repeated: z.boolean(),
  /**
   * A cart over several sellers places one order per seller, paid together: every order of the checkout
   * (the first is `orderNo`); `payAmount` is then their total. Absent for a single-seller checkout.
   */
  orders: z
    .array(z.object({ orderNo: z.string(), sellerName: z.string(), payAmount: z.string() }))
    .optional(),
});
export type SubmitResult = z.infer<typeof submitResult>;
