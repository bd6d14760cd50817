import {
  CONSOLE_AREAS,
  einvoiceIssue,
  einvoiceIssueBody,
  einvoiceIssueList,
  einvoiceIssueListBody,
} from '@mall/shared';
import { ok } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { requireOperator } from '../../../plugins/auth';
import type { EinvoiceIssuing } from './einvoice.issuing';

/** The console's 数电票 calls (超级管理员 and 财务): issue for an application, and the requests with their answers. */
export function adminEinvoiceRoutes(app: App, deps: { issuing: EinvoiceIssuing }) {
  const call = guardedRoutes(requireOperator(CONSOLE_AREAS.invoices), 'admin-einvoice');
  const base = '/api/admin/invoice/einvoice/issue';
  app.post(
    base,
    call.withBody(
      '为发票申请开具数电票（经开票服务，流水号唯一，重试不重开）',
      einvoiceIssueBody,
      einvoiceIssue,
    ),
    async (request) => ok(await deps.issuing.ask(request.body.invoiceId), '数电票已提交开具'),
  );
  app.post(
    `${base}/list`,
    call.withBody(
      '数电票开具请求（流水号、状态、开票服务的最近应答）',
      einvoiceIssueListBody,
      einvoiceIssueList,
    ),
    async (request) => ok(await deps.issuing.list(request.body.status)),
  );
}
