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
import { ok } from '../../../lib/reply';
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
  app.post(
    url,
    call.withBody('红字确认单（本方开具的数电票）', redFormListBody, redFormList),
    async (request) => ok(await forms.listOfSeller(actor(request).merchantId, request.body)),
  );
  app.post(
    `${url}/apply`,
    call.withBody(
      '申请红字确认单（整张或所选明细，原因：开票有误、销货退回、服务终止、销售折让）',
      redFormApplyBody,
      redForm,
    ),
    async (request) => ok(await forms.apply(actor(request), request.body), '红字确认单已提交'),
  );
  app.post(
    `${url}/confirm`,
    call.withBody('确认购买方提出的红字确认单（随后开具红字发票）', redFormIdBody, redForm),
    async (request) => ok(await forms.decide(actor(request), request.body.id, true), '红字确认单已确认'),
  );
  app.post(
    `${url}/reject`,
    call.withBody('拒绝购买方提出的红字确认单（须填写理由）', redFormRejectBody, redForm),
    async (request) =>
      ok(await forms.decide(actor(request), request.body.id, false, request.body.reason), '红字确认单已拒绝'),
  );
  app.post(
    `${url}/revoke`,
    call.withBody('撤销本方提出的红字确认单', redFormIdBody, redForm),
    async (request) => ok(await forms.revoke(actor(request), request.body.id), '红字确认单已撤销'),
  );
  app.get(
    `${base}/quota`,
    call.noBody('本月授信额度（总额、已用、剩余，达80%提醒）', einvoiceQuota),
    async (request) => ok(await quotas.read(actor(request).merchantId)),
  );
  app.post(
    `${base}/quota/refresh`,
    call.withBody('从开票服务重新读取授信额度（额度增加后放行暂缓的开票）', z.object({}), einvoiceQuota),
    async (request) => {
      const { merchantId } = actor(request);
      await quotas.refresh(merchantId);
      return ok(await quotas.read(merchantId));
    },
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
  const call = guardedRoutes(requireBuyer, 'invoice');
  const url = '/api/invoice/einvoice/red-forms';
  const me = (request: FastifyRequest): RedFormActor => ({ side: 'buyer', userId: currentBuyer(request).id });
  app.post(
    url,
    call.withBody(
      '红字确认单（个人的发票；企业的由财务查看、确认或拒绝）',
      z.object({ status: z.enum(RED_FORM_STATUSES).optional() }),
      redFormList,
    ),
    async (request) => ok(await forms.listOfBuyer(currentBuyer(request).id, request.body.status)),
  );
  app.post(
    `${url}/apply`,
    call.withBody('购买方申请红字确认单', redFormApplyBody, redForm),
    async (request) => ok(await forms.apply(me(request), request.body), '红字确认单已提交'),
  );
  app.post(
    `${url}/confirm`,
    call.withBody('确认销售方提出的红字确认单（企业须财务）', redFormIdBody, redForm),
    async (request) => ok(await forms.decide(me(request), request.body.id, true), '红字确认单已确认'),
  );
  app.post(
    `${url}/reject`,
    call.withBody('拒绝销售方提出的红字确认单（须填写理由）', redFormRejectBody, redForm),
    async (request) =>
      ok(await forms.decide(me(request), request.body.id, false, request.body.reason), '红字确认单已拒绝'),
  );
  app.post(
    `${url}/revoke`,
    call.withBody('撤销本方提出的红字确认单', redFormIdBody, redForm),
    async (request) => ok(await forms.revoke(me(request), request.body.id), '红字确认单已撤销'),
  );
  app.post(
    '/api/invoice/einvoice/confirm-use',
    call.withBody('确认数电普票的用途（此后冲红须双方确认）', einvoiceConfirmUseBody, z.null()),
    async (request) =>
      ok(await forms.confirmUse(currentBuyer(request).id, request.body.invoiceId), '已确认用途'),
  );
}
