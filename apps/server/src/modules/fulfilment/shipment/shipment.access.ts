import type { DbOrTx } from '../../../db/client';
import { forbidden, notFound } from '../../../lib/app-error';
import { companyContextOf, hasRole, requireRole } from '../../identity/company';
import { lockOrder } from '../../trade/order';

type LockedOrder = Awaited<ReturnType<typeof lockOrder>>;

/**
 * The order of `orderNo` locked for a buyer who may receive it: its owner, or a member of its company with the
 * 收货人 role. Another member of that company is told 403 需要收货人角色才能…; anyone else 404 订单不存在 (as for
 * an unknown number, so another company's order numbers tell nothing).
 */
export async function receiverOrder(
  tx: DbOrTx,
  orderNo: string,
  userId: number,
  what = '验收到货',
): Promise<LockedOrder> {
  const order = await lockOrder(tx, { orderNo });
  if (order.userId === userId) return order;
  const ctx = order.companyId === null ? null : await companyContextOf(tx, userId);
  if (!ctx || ctx.companyId !== order.companyId) throw notFound('订单不存在');
  requireRole(ctx);
  if (!hasRole(ctx, '收货人')) throw forbidden(`需要收货人角色才能${what}，请联系企业管理员分配`);
  return order;
}
