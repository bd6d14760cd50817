import { budget, budgetBody, companyOverview, overviewQuery } from '@mall/shared';
import { sendDownload } from '../../../lib/download';
import { routeKit } from '../../../lib/route-kit';
import type { App } from '../../../lib/types';
import { currentBuyer } from '../../../plugins/auth';
import { companyCall, companyListRoutes } from '../../identity/company';
import type { CompanyBudgetService } from './budget.service';

/** A company's budgets (预算) under /api/company/budgets, and its purchasing overview and order export. */
export function budgetRoutes(app: App, deps: { budgets: CompanyBudgetService }) {
  const { budgets } = deps;
  const me = (request: Parameters<typeof currentBuyer>[0]) => currentBuyer(request).id;

  companyListRoutes(app, {
    path: '/api/company/budgets',
    item: budget,
    body: budgetBody,
    summaries: {
      list: '预算与使用情况',
      save: '设置预算（管理员、财务）',
      remove: '删除预算（管理员、财务）',
    },
    saved: '预算已保存',
    removed: '预算已删除',
    service: budgets,
  });
  routeKit(app, companyCall, me).query(
    '/api/company/overview',
    '企业采购概览（管理员、财务）',
    overviewQuery,
    companyOverview,
    (id, query) => budgets.overview(id, query),
  );
  app.get(
    '/api/company/orders/export',
    companyCall.download('导出企业订单（.xlsx；管理员、财务）', { querystring: overviewQuery }),
    async (request, reply) => {
      const { name, data } = await budgets.exportOrders(me(request), request.query);
      return sendDownload(reply, data, { name, ascii: 'company-orders.xlsx', noStore: false });
    },
  );
}
