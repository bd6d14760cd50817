import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DB_INT_MAX, OPEN_CODE, OPEN_SHOP_MSG, afsNoBody, orderNoBody } from '@mall/shared';
import { AppError } from '../../../lib/app-error';
import type { PortalCaller } from '../../identity/auth';
import { openCaller } from '../gateway';

export const merchantTags = ['开放平台 · 商家'];

/**
 * The shop a shop's app acts for, in the shape the merchant portal's services take their caller: the
 * account that registered the app, named by the app's client id in the audit log. A company's app is refused.
 */
export function shopCaller(request: FastifyRequest): PortalCaller {
  const caller = openCaller(request);
  if (caller.owner.kind !== 'shop')
    throw new AppError(403, OPEN_SHOP_MSG.NOT_MERCHANT, OPEN_CODE.SCOPE_MISSING);
  return {
    staffId: caller.agentUserId,
    merchantId: caller.owner.id,
    role: '店铺管理员',
    username: caller.clientId,
  };
}

/** An order number in a path, as the portal's calls take it in their body. */
export const orderNoParams = orderNoBody;

/** A product of the shop in a path. */
export const productIdParams = z.object({
  productId: z.coerce
    .number({ error: '商品编号应为整数' })
    .int('商品编号应为整数')
    .min(1, '商品编号不正确')
    .max(DB_INT_MAX, '商品编号不正确'),
});

/** An after-sales number (SH…) in a path. */
export const afsNoParams = afsNoBody;

/** A list's optional status filter: one of the codes `labels` names (订单状态, 售后状态). */
export function statusQuery(labels: Record<number, string>, noun: string) {
  const codes = Object.keys(labels).map(Number);
  return z.coerce
    .number({ error: `${noun}不正确` })
    .int()
    .refine((s) => codes.includes(s), `${noun}只能是 ${codes.join('、')}`)
    .optional();
}
