import {
  approveResult,
  checkoutSubmitBody,
  purchaseRequest,
  purchaseRequestPage,
  requestDecisionBody,
  requestListBody,
  requestNoBody,
} from '@mall/shared';
import type { Db } from '../../../db/client';
import { ok } from '../../../lib/reply';
import { routeKit } from '../../../lib/route-kit';
import type { App } from '../../../lib/types';
import { currentBuyer } from '../../../plugins/auth';
import type { CheckoutService } from '../../trade/checkout';
import { companyCall } from '../../identity/company';
import { decideMany } from './approve-request';
import type { PurchaseRequestService } from './purchase-request';

/** Purchase requests (采购申请) under /api/company/requests: submit, lists, detail, approve, reject, withdraw. */
export function purchaseRequestRoutes(
  app: App,
  deps: { db: Db; checkout: CheckoutService; requests: PurchaseRequestService },
) {
  const { requests } = deps;
  const me = (request: Parameters<typeof currentBuyer>[0]) => currentBuyer(request).id;
  const buyer = routeKit(app, companyCall, me);

  buyer.post(
    '/api/company/requests/submit',
    '提交采购申请（结算时命中审批规则的订单）',
    checkoutSubmitBody,
    purchaseRequest,
    (id, body) => requests.submit(id, body),
    '采购申请已提交，等待审批',
  );
  buyer.post('/api/company/requests/mine', '我的申请', requestListBody, purchaseRequestPage, (id, body) =>
    requests.mine(id, body),
  );
  buyer.post('/api/company/requests/todo', '待我审批', requestListBody, purchaseRequestPage, (id, body) =>
    requests.todo(id, body),
  );
  buyer.query(
    '/api/company/requests/detail',
    '采购申请详情（申请人、审批人、管理员）',
    requestNoBody,
    purchaseRequest,
    (id, query) => requests.detail(id, query.requestNo),
  );
  for (const [path, approve, summary] of [
    ['/api/company/requests/approve', true, '审批通过（可多选；最后一级通过即下单）'],
    ['/api/company/requests/reject', false, '审批驳回（可多选）'],
  ] as const)
    app.post(path, companyCall.withBody(summary, requestDecisionBody, approveResult), async (request) => {
      const result = await decideMany(
        deps.db,
        deps.checkout,
        requests,
        me(request),
        request.body.requestNos,
        approve,
        request.body.comment,
      );
      const verb = approve ? '通过' : '驳回';
      return ok(
        result,
        result.failed.length
          ? `已${verb} ${result.done.length} 个，${result.failed.length} 个未处理`
          : `已${verb} ${result.done.length} 个申请`,
      );
    });
  buyer.post(
    '/api/company/requests/withdraw',
    '撤回采购申请（申请人，待审批时）',
    requestNoBody,
    purchaseRequest,
    (id, body) => requests.withdraw(id, body.requestNo),
    '申请已撤回',
  );
}
