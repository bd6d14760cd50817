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
import { routeKit } from '../../../lib/route-kit';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import type { CreditBuyer } from './credit.buyer';
import type { StatementGoods } from './credit.goods';
import { statementDownloadRoutes } from './credit.http';
import type { ConsolidatedInvoicing } from './credit.invoicing';

const buyer = { onRequest: requireBuyer };
const me = (request: Parameters<typeof currentBuyer>[0]) => currentBuyer(request).id;

/** The company's credit calls (管理员, 财务) under /api/company/credit, and 合并开票 (see schemas/credit.ts). */
export function companyCreditRoutes(
  app: App,
  deps: { credit: CreditBuyer; invoicing: ConsolidatedInvoicing; goods: StatementGoods },
) {
  const { credit, invoicing } = deps;
  const call = routeKit(app, guardedRoutes(requireBuyer, 'credit'), me);
  call.get(
    '/api/company/credit',
    '企业账期额度（管理员、财务；未开通为 null）',
    companyCredit.nullable(),
    (id) => credit.companyCredit(id),
  );
  call.post(
    '/api/company/credit/statements',
    '企业对账单列表',
    creditPageBody,
    creditStatementPage,
    (id, body) => credit.companyStatements(id, body),
  );
  call.query(
    '/api/company/credit/statements/detail',
    '对账单详情',
    statementIdQuery,
    creditStatementDetail,
    (id, query) => credit.companyStatement(id, query.id),
  );
  call.post(
    '/api/company/credit/statements/confirm',
    '确认对账单（财务）',
    statementIdBody,
    creditStatementDetail,
    (id, body) => credit.decide(id, body.id, true),
    '对账单已确认',
  );
  call.post(
    '/api/company/credit/statements/dispute',
    '对对账单提出异议（财务）',
    statementDisputeBody,
    creditStatementDetail,
    (id, body) => credit.decide(id, body.id, false, body.comment),
    '异议已提交',
  );
  statementDownloadRoutes(app, {
    base: '/api/company/credit/statements',
    ...buyer,
    load: (request, id) => credit.companyStatement(me(request), id),
    goods: deps.goods,
    withCodes: true,
  });
  call.post(
    '/api/company/credit/repayments',
    '企业还款记录',
    creditPageBody,
    creditRepaymentPage,
    (id, body) => credit.companyRepayments(id, body),
  );

  call.post(
    '/api/company/invoices/preview',
    '合并开票预览（按单张发票限额拆分；管理员、财务）',
    consolidatedInvoiceBody,
    consolidatedInvoicePreview,
    (id, body) => invoicing.preview(id, body),
  );
  call.post(
    '/api/company/invoices/apply',
    '合并开票（多个订单或一张已确认的对账单；超过限额自动拆分为多张）',
    consolidatedInvoiceBody,
    consolidatedInvoiceResult,
    (id, body) => invoicing.apply(id, body),
    '开票申请已提交',
  );
}
