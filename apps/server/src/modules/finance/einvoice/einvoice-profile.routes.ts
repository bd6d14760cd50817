import { CONSOLE_AREAS, sellerTaxProfile, sellerTaxProfileBody } from '@mall/shared';
import { ok } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { requireOperator } from '../../../plugins/auth';
import type { PortalGuard } from '../../identity/auth';
import type { SellerTaxProfileService } from './einvoice-profile.service';

/** The platform itself as a seller (自营). */
const PLATFORM = 0;
const profileOrNull = sellerTaxProfile.nullable();

/** The console's 自营 tax profile (超级管理员 and 财务). */
export function adminEinvoiceProfileRoutes(app: App, deps: { profiles: SellerTaxProfileService }) {
  const call = guardedRoutes(requireOperator(CONSOLE_AREAS.invoices), 'admin-einvoice');
  const url = '/api/admin/invoice/einvoice/profile';
  app.get(
    url,
    call.noBody('自营的开票信息（纳税人识别号、地址电话、开户行及账号、开票人、开票服务）', profileOrNull),
    async () => ok(await deps.profiles.get(PLATFORM)),
  );
  app.post(
    url,
    call.withBody('保存自营的开票信息（密钥留空则保留已存的）', sellerTaxProfileBody, sellerTaxProfile),
    async (request) => ok(await deps.profiles.save(PLATFORM, request.body), '开票信息已保存'),
  );
}

/** A shop's own tax profile in the merchant portal (店铺管理员 and 财务); registered by marketplace. */
export function portalEinvoiceProfileRoutes(
  app: App,
  deps: { profiles: SellerTaxProfileService; guard: PortalGuard },
) {
  const { guard } = deps;
  const call = guardedRoutes(guard.area('finance').onRequest, 'portal');
  const url = '/api/portal/invoice/einvoice/profile';
  app.get(url, call.noBody('本店的开票信息', profileOrNull), async (request) =>
    ok(await deps.profiles.get(guard.caller(request).merchantId)),
  );
  app.post(
    url,
    call.withBody('保存本店的开票信息（密钥留空则保留已存的）', sellerTaxProfileBody, sellerTaxProfile),
    async (request) =>
      ok(await deps.profiles.save(guard.caller(request).merchantId, request.body), '开票信息已保存'),
  );
}
