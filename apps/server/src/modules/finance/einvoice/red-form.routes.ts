import { z } from 'zod';
import {
  CONSOLE_AREAS,
  RED_FORM_STATUSES,
  einvoiceConfirmUseBody,
  einvoiceQuota,
  redForm,
  redFormApplyBody,
  redFormIdBody,
  redFormList,
  redFormListBody,
  redFormRejectBody,
} from '@mall/shared';
import type { FastifyRequest } from 'fastify';
import { routeKit, type RouteKit } from '../../../lib/route-kit';
import { guardedRoutes, type GuardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { currentBuyer, currentOperator, requireBuyer, requireOperator } from '../../../plugins/auth';
import type { PortalGuard } from '../../identity/auth';
import type { EinvoiceQuotas } from './quota.service';
import type { RedFormActor, RedForms } from './red-form.service';
import { sellerInvoiceRoutes } from './seller-invoices.routes';

type Deps = { forms: RedForms; quotas: EinvoiceQuotas };

/**
 * The seller's calls (console: 自营, merchant 0; portal: the caller's shop), the same on both: the forms, apply,
 * confirm or reject a buyer's, revoke one's own, and the 授信额度 with its 80 % warning.
 */
function sellerRoutes(
  app: App,
  deps: Deps,
  at: {
    base: string;
    call: GuardedRoutes;
    actor: (request: FastifyRequest) => RedFormActor & { side: 'seller' };
  },
) {
  const { forms, quotas } = deps;
  const { base, call, actor } = at;
  const url = `${base}/red-forms`;
  sellerInvoiceRoutes(app, forms, { base, call, merchantOf: (request) => actor(request).merchantId });
  const kit = routeKit(app, call, actor);
  kit.post(url, '红字确认单（本方开具的数电票）', redFormListBody, redFormList, (seller, body) =>
    forms.listOfSeller(seller.merchantId, body),
  );
  formRoutes(kit, url, forms, {
    apply: '申请红字确认单（整张或所选明细，原因：开票有误、销货退回、服务终止、销售折让）',
    confirm: '确认购买方提出的红字确认单（随后开具红字发票）',
    reject: '拒绝购买方提出的红字确认单（须填写理由）',
  });
  kit.get(`${base}/quota`, '本月授信额度（总额、已用、剩余，达80%提醒）', einvoiceQuota, (seller) =>
    quotas.read(seller.merchantId),
  );
  kit.post(
    `${base}/quota/refresh`,
    '从开票服务重新读取授信额度（额度增加后放行暂缓的开票）',
    z.object({}),
    einvoiceQuota,
    async ({ merchantId }) => {
      await quotas.refresh(merchantId);
      return quotas.read(merchantId);
    },
  );
}

/**
 * Apply, confirm, reject and revoke under `url`: the same calls for the seller and the buyer, each confirming or
 * rejecting the other side's form (the summaries say which).
 */
function formRoutes<A extends RedFormActor>(
  kit: RouteKit<A>,
  url: string,
  forms: RedForms,
  summaries: { apply: string; confirm: string; reject: string },
) {
  kit.post(
    `${url}/apply`,
    summaries.apply,
    redFormApplyBody,
    redForm,
    (actor, body) => forms.apply(actor, body),
    '红字确认单已提交',
  );
  kit.post(
    `${url}/confirm`,
    summaries.confirm,
    redFormIdBody,
    redForm,
    (actor, body) => forms.decide(actor, body.id, true),
    '红字确认单已确认',
  );
  kit.post(
    `${url}/reject`,
    summaries.reject,
    redFormRejectBody,
    redForm,
    (actor, body) => forms.decide(actor, body.id, false, body.reason),
    '红字确认单已拒绝',
  );
  kit.post(
    `${url}/revoke`,
    '撤销本方提出的红字确认单',
    redFormIdBody,
    redForm,
    (actor, body) => forms.revoke(actor, body.id),
    '红字确认单已撤销',
  );
}

/** The console's (超级管理员, 财务): 自营's forms and quota. */
export function adminRedFormRoutes(app: App, deps: Deps) {
  sellerRoutes(app, deps, {
    base: '/api/admin/invoice/einvoice',
    call: guardedRoutes(requireOperator(CONSOLE_AREAS.invoices), 'admin-einvoice'),
    actor: (request) => ({ side: 'seller', merchantId: 0, userId: currentOperator(request).id }),
  });
}

/** The portal's (店铺管理员, 财务): the shop's own forms and quota; registered by marketplace. */
export function portalRedFormRoutes(app: App, deps: Deps & { guard: PortalGuard }) {
  const { guard } = deps;
  sellerRoutes(app, deps, {
    base: '/api/portal/invoice/einvoice',
    call: guardedRoutes(guard.area('finance').onRequest, 'portal'),
    actor: (request) => {
      const c = guard.caller(request);
      return { side: 'seller', merchantId: c.merchantId, userId: c.staffId };
    },
  });
}

/**
 * The buyer's side: the forms over his invoices (a person's own; the company's for its 财务), apply, confirm or
 * reject the seller's, revoke his own, and 确认用途 of a 普票.
 */
export function buyerRedFormRoutes(app: App, deps: { forms: RedForms }) {
  const { forms } = deps;
  const url = '/api/invoice/einvoice/red-forms';
  const me = (request: FastifyRequest): RedFormActor => ({ side: 'buyer', userId: currentBuyer(request).id });
  const kit = routeKit(app, guardedRoutes(requireBuyer, 'invoice'), me);
  kit.post(
    url,
    '红字确认单（个人的发票；企业的由财务查看、确认或拒绝）',
    z.object({ status: z.enum(RED_FORM_STATUSES).optional() }),
    redFormList,
    (buyer, body) => forms.listOfBuyer(buyer.userId, body.status),
  );
  formRoutes(kit, url, forms, {
    apply: '购买方申请红字确认单',
    confirm: '确认销售方提出的红字确认单（企业须财务）',
    reject: '拒绝销售方提出的红字确认单（须填写理由）',
  });
  kit.post(
    '/api/invoice/einvoice/confirm-use',
    '确认数电普票的用途（此后冲红须双方确认）',
    einvoiceConfirmUseBody,
    z.null(),
    (buyer, body) => forms.confirmUse(buyer.userId, body.invoiceId),
    '已确认用途',
  );
}
