import {
  companyCredit,
  consolidatedInvoiceBody,
  consolidatedInvoicePreview,
  consolidatedInvoiceResult,
  creditPageBody,
  creditRepaymentPage,
  creditStatementDetail,
  creditStatementPage,
  statementDisputeBody,
  statementIdBody,
  statementIdQuery,
} from '@mall/shared';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import type { CreditBuyer } from './credit.buyer';
import { doc, statementDownloadRoutes } from './credit.http';
import type { ConsolidatedInvoicing } from './credit.invoicing';

const buyer = { onRequest: requireBuyer };
const me = (request: Parameters<typeof currentBuyer>[0]) => currentBuyer(request).id;

/** The company's credit calls (管理员, 财务) under /api/company/credit, and 合并开票 (see schemas/credit.ts). */
export function companyCreditRoutes(
  app: App,
  deps: { credit: CreditBuyer; invoicing: ConsolidatedInvoicing },
) {
  const { credit, invoicing } = deps;
  app.get(
    '/api/company/credit',
    {
      ...buyer,
      schema: {
        ...doc('企业账期额度（管理员、财务；未开通为 null）'),
        response: okSchema(companyCredit.nullable()),
      },
    },
    async (request) => ok(await credit.companyCredit(me(request))),
  );
  app.post(
    '/api/company/credit/statements',
    {
      ...buyer,
      schema: { ...doc('企业对账单列表'), body: creditPageBody, response: okSchema(creditStatementPage) },
    },
    async (request) => ok(await credit.companyStatements(me(request), request.body)),
  );
  app.get(
    '/api/company/credit/statements/detail',
    {
      ...buyer,
      schema: {
        ...doc('对账单详情'),
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
        ...doc('确认对账单（财务）'),
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
        ...doc('对对账单提出异议（财务）'),
        body: statementDisputeBody,
        response: okSchema(creditStatementDetail),
      },
    },
    async (request) =>
      ok(await credit.decide(me(request), request.body.id, false, request.body.comment), '异议已提交'),
  );
  statementDownloadRoutes(app, {
    base: '/api/company/credit/statements',
    ...buyer,
    load: (request, id) => credit.companyStatement(me(request), id),
  });
  app.post(
    '/api/company/credit/repayments',
    {
      ...buyer,
      schema: { ...doc('企业还款记录'), body: creditPageBody, response: okSchema(creditRepaymentPage) },
    },
    async (request) => ok(await credit.companyRepayments(me(request), request.body)),
  );

  app.post(
    '/api/company/invoices/preview',
    {
      ...buyer,
      schema: {
        ...doc('合并开票预览（按单张发票限额拆分；管理员、财务）'),
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
        ...doc('合并开票（多个订单或一张已确认的对账单；超过限额自动拆分为多张）'),
        body: consolidatedInvoiceBody,
        response: okSchema(consolidatedInvoiceResult),
      },
    },
    async (request) => ok(await invoicing.apply(me(request), request.body), '开票申请已提交'),
  );
}
