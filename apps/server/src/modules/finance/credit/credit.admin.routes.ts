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
import { routeKit } from '../../../lib/route-kit';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { requireOperator } from '../../../plugins/auth';
import { auditActor } from '../../platform/audit';
import type { CreditAdmin } from './credit.admin';
import type { StatementGoods } from './credit.goods';
import { statementDownloadRoutes } from './credit.http';
import type { ConsolidatedInvoicing } from './credit.invoicing';

const operator = { onRequest: requireOperator(CONSOLE_AREAS.credit) };

/** The operators' credit calls under /api/admin/credit (area 财务), and the per-invoice limit of 合并开票. */
export function adminCreditRoutes(
  app: App,
  deps: { credit: CreditAdmin; invoicing: ConsolidatedInvoicing; goods: StatementGoods },
) {
  const { credit, invoicing } = deps;
  const invoiceCall = routeKit(
    app,
    guardedRoutes(requireOperator(CONSOLE_AREAS.invoices), 'credit'),
    auditActor,
  );
  invoiceCall.get(
    '/api/admin/invoice/limit',
    '单张发票限额（合并开票按此拆分）',
    invoiceLimitBody,
    async () => ({
      limit: fenToYuan(await invoicing.limitFen()),
    }),
  );
  invoiceCall.post(
    '/api/admin/invoice/limit',
    '设置单张发票限额',
    invoiceLimitBody,
    invoiceLimitBody,
    (actor, body) => invoicing.setLimit(actor, body.limit),
    '已保存',
  );

  // Credit (财务) ---------------------------------------------------------------------------------------
  const call = routeKit(app, guardedRoutes(operator.onRequest, 'credit'), auditActor);
  call.post(
    '/api/admin/credit/accounts/list',
    '授信企业列表',
    creditAccountListBody,
    creditAccountPage,
    (_, body) => credit.listAccounts(body),
  );
  call.post(
    '/api/admin/credit/accounts/save',
    '开通或调整授信',
    creditAccountBody,
    creditAccount,
    (actor, body) => credit.saveAccount(actor, body),
    '授信已保存',
  );
  call.post(
    '/api/admin/credit/accounts/status',
    '暂停或恢复授信',
    creditStatusBody,
    creditAccount,
    (actor, body) => credit.setStatus(actor, body.companyId, body.enabled),
  );
  call.post(
    '/api/admin/credit/companies',
    '可授信的已认证企业（按名称搜索）',
    creditAccountListBody.pick({ keyword: true }),
    creditCandidate.array(),
    (_, body) => credit.candidates(body.keyword),
  );
  call.post('/api/admin/credit/ledger', '授信流水', creditLedgerBody, creditEntryPage, (_, body) =>
    credit.ledger(body),
  );
  call.get('/api/admin/credit/summary', '账期概况（工作台）', creditDashboard, () => credit.dashboard());
  call.post(
    '/api/admin/credit/statements/list',
    '对账单列表（可只看逾期）',
    adminStatementListBody,
    creditStatementPage,
    (_, body) => credit.listStatements(body),
  );
  call.post(
    '/api/admin/credit/statements/produce',
    '立即出具对账单（截至当前）',
    statementProduceBody,
    creditStatementDetail,
    (actor, body) => credit.produce(actor, body.companyId),
    '对账单已生成',
  );
  call.query(
    '/api/admin/credit/statements/detail',
    '对账单详情',
    statementIdQuery,
    creditStatementDetail,
    (_, query) => credit.statement(query.id),
  );
  call.post(
    '/api/admin/credit/statements/reply',
    '回复对账单异议',
    statementReplyBody,
    creditStatementDetail,
    (actor, body) => credit.reply(actor, body.id, body.reply),
    '已回复',
  );
  call.post(
    '/api/admin/credit/statements/reissue',
    '重开对账单（作废原单，按同一期间重新出具）',
    statementReissueBody,
    creditStatementDetail,
    (actor, body) => credit.reissue(actor, body.id, body.note),
    '对账单已重开',
  );
  statementDownloadRoutes(app, {
    base: '/api/admin/credit/statements',
    ...operator,
    load: (_request, id) => credit.statement(id),
    goods: deps.goods,
    withCodes: false,
  });
  call.post(
    '/api/admin/credit/repayments/record',
    '登记还款（对公转账，可部分还款）',
    repaymentBody,
    creditRepayment,
    (actor, body) => credit.recordRepayment(actor, body),
    '还款已登记',
  );
  call.post(
    '/api/admin/credit/repayments/list',
    '还款记录',
    repaymentListBody,
    creditRepaymentPage,
    (_, body) => credit.listRepayments(body),
  );
}
