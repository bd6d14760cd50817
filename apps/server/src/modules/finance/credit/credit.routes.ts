import type { FastifyReply } from 'fastify';
import {
  adminStatementListBody,
  companyCredit,
  consolidatedInvoiceBody,
  consolidatedInvoicePreview,
  consolidatedInvoiceResult,
  CONSOLE_AREAS,
  creditAccount,
  creditAccountBody,
  creditAccountListBody,
  creditAccountPage,
  creditCandidate,
  creditDashboard,
  creditEntryPage,
  creditLedgerBody,
  creditPageBody,
  creditRepayment,
  creditRepaymentPage,
  creditStatementDetail,
  creditStatementPage,
  creditStatusBody,
  invoiceLimitBody,
  repaymentBody,
  repaymentListBody,
  statementDisputeBody,
  statementIdBody,
  statementIdQuery,
  statementProduceBody,
  statementReissueBody,
  statementReplyBody,
  fenToYuan,
  type CreditStatementDetail,
} from '@mall/shared';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer, requireOperator } from '../../../plugins/auth';
import { auditActor } from '../../platform/audit';
import { buildStatementSheet, renderStatementPdf } from './credit.documents';
import type { ConsolidatedInvoicing } from './credit.invoicing';
import type { CreditService } from './credit.service';

const tags = ['credit'];
const security = [{ bearer: [] }];
const buyer = { onRequest: requireBuyer };
const operator = { onRequest: requireOperator(CONSOLE_AREAS.credit) };

async function sendDocument(reply: FastifyReply, s: CreditStatementDetail, kind: 'pdf' | 'xlsx') {
  const file = kind === 'pdf' ? await renderStatementPdf(s) : await buildStatementSheet(s);
  return reply
    .header(
      'content-type',
      kind === 'pdf'
        ? 'application/pdf'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    .header(
      'content-disposition',
      `attachment; filename="statement.${kind}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .send(file.data);
}

/** Company credit calls (see schemas/credit.ts). */
export function creditRoutes(app: App, deps: { credit: CreditService; invoicing: ConsolidatedInvoicing }) {
  const { credit, invoicing } = deps;
  const me = (request: Parameters<typeof currentBuyer>[0]) => currentBuyer(request).id;

  // Company (管理员, 财务) ------------------------------------------------------------------------------
  app.get(
    '/api/company/credit',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '企业账期额度（管理员、财务；未开通为 null）',
        response: okSchema(companyCredit.nullable()),
      },
    },
    async (request) => ok(await credit.companyCredit(me(request))),
  );
  app.post(
    '/api/company/credit/statements',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '企业对账单列表',
        body: creditPageBody,
        response: okSchema(creditStatementPage),
      },
    },
    async (request) => ok(await credit.companyStatements(me(request), request.body)),
  );
  app.get(
    '/api/company/credit/statements/detail',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '对账单详情',
        querystring: statementIdQuery,
        response: okSchema(creditStatementDetail),
      },
    },
    async (request) => ok(await credit.companyStatement(me(request), request.query.id)),
  );
  app.post(
    '/api/company/credit/statements/confirm',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '确认对账单（财务）',
        body: statementIdBody,
        response: okSchema(creditStatementDetail),
      },
    },
    async (request) => ok(await credit.decide(me(request), request.body.id, true), '对账单已确认'),
  );
  app.post(
    '/api/company/credit/statements/dispute',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '对对账单提出异议（财务）',
        body: statementDisputeBody,
        response: okSchema(creditStatementDetail),
      },
    },
    async (request) =>
      ok(await credit.decide(me(request), request.body.id, false, request.body.comment), '异议已提交'),
  );
  for (const kind of ['pdf', 'xlsx'] as const)
    app.get(
      `/api/company/credit/statements/${kind}`,
      {
        ...buyer,
        schema: { tags, security, summary: `下载对账单（${kind}）`, querystring: statementIdQuery },
      },
      async (request, reply) =>
        sendDocument(reply, await credit.forDocument(request.query.id, me(request)), kind),
    );
  app.post(
    '/api/company/credit/repayments',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '企业还款记录',
        body: creditPageBody,
        response: okSchema(creditRepaymentPage),
      },
    },
    async (request) => ok(await credit.companyRepayments(me(request), request.body)),
  );

  app.post(
    '/api/company/invoices/preview',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '合并开票预览（按单张发票限额拆分；管理员、财务）',
        body: consolidatedInvoiceBody,
        response: okSchema(consolidatedInvoicePreview),
      },
    },
    async (request) => ok(await invoicing.preview(me(request), request.body)),
  );
  app.post(
    '/api/company/invoices/apply',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '合并开票（多个订单或一张已确认的对账单；超过限额自动拆分为多张）',
        body: consolidatedInvoiceBody,
        response: okSchema(consolidatedInvoiceResult),
      },
    },
    async (request) => ok(await invoicing.apply(me(request), request.body), '开票申请已提交'),
  );

  const invoiceOperator = { onRequest: requireOperator(CONSOLE_AREAS.invoices) };
  app.get(
    '/api/admin/invoice/limit',
    {
      ...invoiceOperator,
      schema: {
        tags,
        security,
        summary: '单张发票限额（合并开票按此拆分）',
        response: okSchema(invoiceLimitBody),
      },
    },
    async () => ok({ limit: fenToYuan(await invoicing.limitFen()) }),
  );
  app.post(
    '/api/admin/invoice/limit',
    {
      ...invoiceOperator,
      schema: {
        tags,
        security,
        summary: '设置单张发票限额',
        body: invoiceLimitBody,
        response: okSchema(invoiceLimitBody),
      },
    },
    async (request) => ok(await invoicing.setLimit(auditActor(request), request.body.limit), '已保存'),
  );

  // Operators (财务) ------------------------------------------------------------------------------------
  app.post(
    '/api/admin/credit/accounts/list',
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: '授信企业列表',
        body: creditAccountListBody,
        response: okSchema(creditAccountPage),
      },
    },
    async (request) => ok(await credit.listAccounts(request.body)),
  );
  app.post(
    '/api/admin/credit/accounts/save',
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: '开通或调整授信',
        body: creditAccountBody,
        response: okSchema(creditAccount),
      },
    },
    async (request) => ok(await credit.saveAccount(auditActor(request), request.body), '授信已保存'),
  );
  app.post(
    '/api/admin/credit/accounts/status',
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: '暂停或恢复授信',
        body: creditStatusBody,
        response: okSchema(creditAccount),
      },
    },
    async (request) =>
      ok(await credit.setStatus(auditActor(request), request.body.companyId, request.body.enabled)),
  );
  app.post(
    '/api/admin/credit/companies',
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: '可授信的已认证企业（按名称搜索）',
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
      schema: {
        tags,
        security,
        summary: '授信流水',
        body: creditLedgerBody,
        response: okSchema(creditEntryPage),
      },
    },
    async (request) => ok(await credit.ledger(request.body)),
  );
  app.get(
    '/api/admin/credit/summary',
    {
      ...operator,
      schema: { tags, security, summary: '账期概况（工作台）', response: okSchema(creditDashboard) },
    },
    async () => ok(await credit.dashboard()),
  );
  app.post(
    '/api/admin/credit/statements/list',
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: '对账单列表（可只看逾期）',
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
        tags,
        security,
        summary: '立即出具对账单（截至当前）',
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
        tags,
        security,
        summary: '对账单详情',
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
        tags,
        security,
        summary: '回复对账单异议',
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
        tags,
        security,
        summary: '重开对账单（作废原单，按同一期间重新出具）',
        body: statementReissueBody,
        response: okSchema(creditStatementDetail),
      },
    },
    async (request) =>
      ok(await credit.reissue(auditActor(request), request.body.id, request.body.note), '对账单已重开'),
  );
  for (const kind of ['pdf', 'xlsx'] as const)
    app.get(
      `/api/admin/credit/statements/${kind}`,
      {
        ...operator,
        schema: { tags, security, summary: `下载对账单（${kind}）`, querystring: statementIdQuery },
      },
      async (request, reply) => sendDocument(reply, await credit.forDocument(request.query.id), kind),
    );
  app.post(
    '/api/admin/credit/repayments/record',
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: '登记还款（对公转账，可部分还款）',
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
      schema: {
        tags,
        security,
        summary: '还款记录',
        body: repaymentListBody,
        response: okSchema(creditRepaymentPage),
      },
    },
    async (request) => ok(await credit.listRepayments(request.body)),
  );
}
