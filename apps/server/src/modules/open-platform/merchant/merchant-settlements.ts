import {
  SETTLEMENT_LINE_KIND_LABEL,
  openSettlement,
  openSettlementDetail,
  openSettlementListQuery,
  openSettlementPage,
  settlementId,
  type Settlement,
  type SettlementDetail,
} from '@mall/shared';
import { z } from 'zod';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import type { SettlementService } from '../../finance/settlement';
import { merchantActor } from '../../identity/auth';
import { openRate, openSecurity as security, type OpenRates } from '../gateway';
import { merchantTags as tags, shopCaller } from './merchant-caller';

const idParams = z.object({ id: settlementId });

/** A statement as the API answers it (the shop's own id and name left out: the caller is the shop). */
function toView({ merchantId: _merchantId, merchantName: _merchantName, statusLabel, ...s }: Settlement) {
  return { ...s, statusText: statusLabel };
}

function toDetail({ lines, ...s }: SettlementDetail) {
  return {
    ...toView(s),
    lines: lines.map((l) => ({ ...l, kindText: SETTLEMENT_LINE_KIND_LABEL[l.kind] ?? '' })),
  };
}

/**
 * The merchant API's settlement statements (结算单, scope settlements): the shop's list, one with its lines,
 * and confirming it (待确认 → 已确认) — finance's own service, as the portal's 结算 page calls it. Another
 * shop's statement answers 404 结算单不存在.
 */
export function merchantSettlementRoutes(
  app: App,
  deps: { settlements: SettlementService; rates: OpenRates },
): void {
  const { settlements } = deps;
  const config = { openScope: 'settlements' as const, rateLimit: openRate(deps.rates, 'single') };

  app.get(
    '/open/v1/merchant/settlements',
    {
      config,
      schema: {
        tags,
        security,
        summary: '本店结算单列表（按月，最近的月份在前；可按月份、状态筛选）',
        description:
          '示例：`GET /open/v1/merchant/settlements?period=2026-11&status=1&page=1&size=20`。结算单每月初生成：已完成订单金额 − 退款 − 平台佣金 = 应结金额，均以分为单位。',
        querystring: openSettlementListQuery,
        response: okSchema(openSettlementPage),
      },
    },
    async (request) => {
      const { period, status, page, size } = request.query;
      const found = await settlements.list(shopCaller(request).merchantId, {
        period,
        status: status ?? 0,
        pageNum: page,
        pageSize: size,
      });
      return ok({ items: found.list.map(toView), page, size, more: page * size < found.total });
    },
  );

  app.get(
    '/open/v1/merchant/settlements/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: '结算单详情与明细行（每个已完成订单行、退款调整行的金额、佣金与应结）',
        description: '示例：`GET /open/v1/merchant/settlements/31`。他人的结算单应答 404（40401）。',
        params: idParams,
        response: okSchema(openSettlementDetail),
      },
    },
    async (request) =>
      ok(toDetail(await settlements.detail(shopCaller(request).merchantId, request.params.id))),
  );

  app.post(
    '/open/v1/merchant/settlements/:id/confirm',
    {
      config,
      schema: {
        tags,
        security,
        summary: '确认结算单（待确认 → 已确认；确认后金额固定，平台据此付款）',
        description:
          '示例：`POST /open/v1/merchant/settlements/31/confirm`（无请求体）。已确认或已付款的再确认应答 409（40901），他人的结算单应答 404（40401）。',
        params: idParams,
        response: okSchema(openSettlement),
      },
    },
    async (request) => {
      const shop = shopCaller(request);
      const confirmed = await settlements.confirm(
        shop.merchantId,
        request.params.id,
        merchantActor(shop, request.ip),
      );
      return ok(toView(confirmed), '结算单已确认');
    },
  );
}
