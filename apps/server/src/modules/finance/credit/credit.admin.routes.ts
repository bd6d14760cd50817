import {
  adminStatementListBody,
  CONSOLE_AREAS,
  creditAccount,
  creditAccountBody,
  creditAccountListBody,
  creditAccountPage,
  creditCandidate,
  creditDashboard,
  creditEntryPage,
  creditLedgerBody,
  creditRepayment,
  creditRepaymentPage,
  creditStatementDetail,
  creditStatementPage,
  creditStatusBody,
  fenToYuan,
  invoiceLimitBody,
  repaymentBody,
  repaymentListBody,
  statementIdQuery,
  statementProduceBody,
  statementReissueBody,
  statementReplyBody,
} from '@mall/shared';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { requireOperator } from '../../../plugins/auth';
import { auditActor } from '../../platform/audit';
import type { CreditAdmin } from './credit.admin';
import { doc, statementDownloadRoutes } from './credit.http';
import type { ConsolidatedInvoicing } from './credit.invoicing';

const operator = { onRequest: requireOperator(CONSOLE_AREAS.credit) };

/** The operators' credit calls under /api/admin/credit (area 财务), and the per-invoice limit of 合并开票. */
export function adminCreditRoutes(app: App, deps: { credit: CreditAdmin; invoicing: ConsolidatedInvoicing }) {
  const { credit, invoicing } = deps;
  const invoiceOperator = { onRequest: requireOperator(CONSOLE_AREAS.invoices) };
  app.get(
    '/api/admin/invoice/limit',
    {
      ...invoiceOperator,
      schema: { ...doc('单张发票限额（合并开票按此拆分）'), response: okSchema(invoiceLimitBody) },
    },
    async () => ok({ limit: fenToYuan(await invoicing.limitFen()) }),
  );
  app.post(
    '/api/admin/invoice/limit',
    {
      ...invoiceOperator,
      schema: { ...doc('设置单张发票限额'), body: invoiceLimitBody, response: okSchema(invoiceLimitBody) },
    },
    async (request) => ok(await invoicing.setLimit(auditActor(request), request.body.limit), '已保存'),
  );

  // Credit (财务) ---------------------------------------------------------------------------------------
  app.post(
    '/api/admin/credit/accounts/list',
    {
      ...operator,
      schema: { ...doc('授信企业列表'), body: creditAccountListBody, response: okSchema(creditAccountPage) },
    },
    async (request) => ok(await credit.listAccounts(request.body)),
  );
  app.post(
    '/api/admin/credit/accounts/save',
    {
      ...operator,
      schema: { ...doc('开通或调整授信'), body: creditAccountBody, response: okSchema(creditAccount) },
    },
    async (request) => ok(await credit.saveAccount(auditActor(request), request.body), '授信已保存'),
  );
  app.post(
    '/api/admin/credit/accounts/status',
    {
      ...operator,
      schema: { ...doc('暂停或恢复授信'), body: creditStatusBody, response: okSchema(creditAccount) },
    },
    async (request) =>
      ok(await credit.setStatus(auditActor(request), request.body.companyId, request.body.enabled)),
  );
  app.post(
    '/api/admin/credit/companies',
    {
      ...operator,
      schema: {
        ...doc('可授信的已认证企业（按名称搜索）'),
        body: creditAccountListBody.pick({ keyword: true }),
        response: okSchema(creditCandidate.array()),
      },
    },
    async (request) => ok(await credit.candidates(request.body.keyword)),
  );
  app.post(
    '/api/admin/credit/ledger',
    {
      ...operator,
      schema: { ...doc('授信流水'), body: creditLedgerBody, response: okSchema(creditEntryPage) },
    },
    async (request) => ok(await credit.ledger(request.body)),
  );
  app.get(
    '/api/admin/credit/summary',
    {
      ...operator,
      schema: { ...doc('账期概况（工作台）'), response: okSchema(creditDashboard) },
    },
    async () => ok(await credit.dashboard()),
  );
  app.post(
    '/api/admin/credit/statements/list',
    {
      ...operator,
      schema: {
        ...doc('对账单列表（可只看逾期）'),
        body: adminStatementListBody,
        response: okSchema(creditStatementPage),
      },
    },
    async (request) => ok(await credit.listStatements(request.body)),
  );
  app.post(
    '/api/admin/credit/statements/produce',
    {
      ...operator,
      schema: {
        ...doc('立即出具对账单（截至当前）'),
        body: statementProduceBody,
        response: okSchema(creditStatementDetail),
      },
    },
    async (request) => ok(await credit.produce(auditActor(request), request.body.companyId), '对账单已生成'),
  );
  app.get(
    '/api/admin/credit/statements/detail',
    {
      ...operator,
      schema: {
        ...doc('对账单详情'),
        querystring: statementIdQuery,
        response: okSchema(creditStatementDetail),
      },
    },
    async (request) => ok(await credit.statement(request.query.id)),
  );
  app.post(
    '/api/admin/credit/statements/reply',
    {
      ...operator,
      schema: {
        ...doc('回复对账单异议'),
        body: statementReplyBody,
        response: okSchema(creditStatementDetail),
      },
    },
    async (request) =>
      ok(await credit.reply(auditActor(request), request.body.id, request.body.reply), '已回复'),
  );
  app.post(
    '/api/admin/credit/statements/reissue',
    {
      ...operator,
      schema: {
        ...doc('重开对账单（作废原单，按同一期间重新出具）'),
        body: statementReissueBody,
        response: okSchema(creditStatementDetail),
      },
    },
    async (request) =>
      ok(await credit.reissue(auditActor(request), request.body.id, request.body.note), '对账单已重开'),
  );
  statementDownloadRoutes(app, {
    base: '/api/admin/credit/statements',
    ...operator,
    load: (_request, id) => credit.statement(id),
  });
  app.post(
    '/api/admin/credit/repayments/record',
    {
      ...operator,
      schema: {
        ...doc('登记还款（对公转账，可部分还款）'),
        body: repaymentBody,
        response: okSchema(creditRepayment),
      },
    },
    async (request) => ok(await credit.recordRepayment(auditActor(request), request.body), '还款已登记'),
  );
  app.post(
    '/api/admin/credit/repayments/list',
    {
      ...operator,
      schema: { ...doc('还款记录'), body: repaymentListBody, response: okSchema(creditRepaymentPage) },
    },
    async (request) => ok(await credit.listRepayments(request.body)),
  );
}
