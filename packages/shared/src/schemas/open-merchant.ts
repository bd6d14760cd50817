import { z } from 'zod';
import { OPEN_MERCHANT_SCOPES, openAppInput } from './open-platform';

/**
 * A shop's apps of the open platform (商家后台 → 开放接口): the shop's 店铺管理员 registers them; their programs
 * call `/open/v1/merchant/...` as the shop (its orders, after-sales, products, stock and prices).
 *
 *   GET    /api/portal/open-apps             → OpenApp[]
 *   POST   /api/portal/open-apps             OpenShopAppInput → OpenAppWithSecret (the secret shown once)
 *   PUT    /api/portal/open-apps/{id}        OpenShopAppInput → OpenApp (its tokens end)
 *   POST   /api/portal/open-apps/{id}/rotate {graceHours}     → OpenAppWithSecret
 *   DELETE /api/portal/open-apps/{id}                         → null
 */
export const openShopAppInput = openAppInput.extend({
  scopes: z
    .array(z.enum(OPEN_MERCHANT_SCOPES, { error: '权限不正确' }))
    .min(1, '请至少选择一项权限')
    .max(OPEN_MERCHANT_SCOPES.length),
});
export type OpenShopAppInput = z.infer<typeof openShopAppInput>;

/** Why a shop's app is refused although its token is good. */
export const OPEN_SHOP_MSG = {
  AGENT_GONE: '店铺已停用，或登记应用的店铺管理员账号已停用，请店铺管理员重新登记应用',
  NOT_MERCHANT: '企业应用不能调用商家接口',
} as const;
