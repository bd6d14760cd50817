import {
  STOCK_ALERT_MSG,
  stockAlertIdBody,
  stockAlertItem,
  stockAlertListBody,
  stockAlertPage,
  stockAlertStates,
  stockAlertStatesBody,
  stockAlertSubscribeBody,
} from '@mall/shared';
import { ok, okSchema } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import type { StockAlertService } from './stock-alert.service';

const security = [{ bearer: [] }];
const tags = ['stock-alert'];

const buyerCall = guardedRoutes(requireBuyer, 'stock-alert');

/** 到货提醒: every call is the signed-in buyer's own. */
export function stockAlertRoutes(app: App, deps: { alerts: StockAlertService }) {
  const { alerts } = deps;

  app.post(
    '/api/stock-alert/subscribe',
    {
      onRequest: requireBuyer,
      schema: {
        tags,
        security,
        summary: '到货通知：订阅所选区域缺货的 SKU（重复订阅答同一条提醒）',
        description:
          '区域为商品页的区域（areaCode，区域 cookie；未选择为 0000 全国）。有货、已下架或该区域不销售的 SKU 答 400。到货后发一条站内消息（到货提醒），并按买家的通知设置发短信和邮件，只发一次。',
        body: stockAlertSubscribeBody,
        response: okSchema(stockAlertItem),
      },
    },
    async (request) => {
      const { skuId, areaCode } = request.body;
      const { item, repeated } = await alerts.subscribe(currentBuyer(request).id, skuId, areaCode);
      return ok(item, repeated ? STOCK_ALERT_MSG.ALREADY : STOCK_ALERT_MSG.SUBSCRIBED);
    },
  );

  app.post(
    '/api/stock-alert/list',
    buyerCall.withBody(
      '我的到货提醒（按状态：等待到货 / 已通知 / 已取消）',
      stockAlertListBody,
      stockAlertPage,
    ),
    async (request) => ok(await alerts.list(currentBuyer(request).id, request.body)),
  );

  app.post(
    '/api/stock-alert/cancel',
    buyerCall.withBody('取消一条等待到货的提醒（已通知的答 409）', stockAlertIdBody, stockAlertItem),
    async (request) =>
      ok(await alerts.cancel(currentBuyer(request).id, request.body.id), STOCK_ALERT_MSG.CANCELLED),
  );

  app.post(
    '/api/stock-alert/states',
    buyerCall.withBody(
      '这些 SKU 中我在该区域等待到货的（商品页的「已订阅到货通知」）',
      stockAlertStatesBody,
      stockAlertStates,
    ),
    async (request) => {
      const { skuIds, areaCode } = request.body;
      return ok({ waiting: await alerts.waitingSkus(currentBuyer(request).id, skuIds, areaCode) });
    },
  );
}
