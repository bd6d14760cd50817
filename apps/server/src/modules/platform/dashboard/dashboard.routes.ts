import { CONSOLE_AREAS, dashboardSummary } from '@mall/shared';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { requireOperator } from '../../../plugins/auth';
import type { DashboardService } from './dashboard.service';

/** POST /api/admin/dashboard/summary (area dashboard: every role). */
export function dashboardRoutes(app: App, deps: { dashboard: DashboardService }) {
  app.post(
    '/api/admin/dashboard/summary',
    {
      onRequest: requireOperator(CONSOLE_AREAS.dashboard),
      schema: {
        tags: ['admin-dashboard'],
        security: [{ bearer: [] }],
        summary: '工作台：今日订单与金额、各状态待办、售后/开票/竞价/入驻待办、近 30 天销售',
        response: okSchema(dashboardSummary),
      },
    },
    async () => ok(await deps.dashboard.summary()),
  );
}
