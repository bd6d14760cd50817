import { orderShipments, receiptBody, receiptSettings, receiptSettingsBody } from '@mall/shared';
import { ok } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import { companyCall } from '../../identity/company';
import type { ReceiptService } from './receipt.service';

/**
 * The buyer's receipts (/api/order/shipments/receipt: the order's owner, or his company's 收货人) and the
 * company's automatic-receipt setting (/api/company/receipt-settings: every member reads, 管理员 saves).
 */
export function receiptRoutes(app: App, { receipts }: { receipts: ReceiptService }) {
  app.post(
    '/api/order/shipments/receipt',
    guardedRoutes(requireBuyer, 'order').withBody(
      '到货验收：按包裹逐行填写合格数量、拒收数量与原因（拒收自动发起售后）',
      receiptBody,
      orderShipments,
    ),
    async (request) => ok(await receipts.receive(currentBuyer(request).id, request.body), '验收已提交'),
  );
  app.get(
    '/api/company/receipt-settings',
    companyCall.noBody('到货验收设置：签收后自动验收的天数', receiptSettings),
    async (request) => ok(await receipts.settings(currentBuyer(request).id)),
  );
  app.post(
    '/api/company/receipt-settings',
    companyCall.withBody('保存到货验收设置（管理员）', receiptSettingsBody, receiptSettings),
    async (request) =>
      ok(await receipts.saveSettings(currentBuyer(request).id, request.body.autoReceiptDays), '设置已保存'),
  );
}
