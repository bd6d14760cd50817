import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { openRate, openSecurity, type OpenRates } from '../gateway';
import { buyerOf } from './buyer-caller';
import type { OpenBuyerInvoices } from './open-invoices';
import { openIdParams, openPage, openPageQuery, withText } from './open-fields';
import type { OpenBuyerStatements } from './open-statements';

const security = openSecurity;
const invoiceTags = ['开放平台 · 采购方发票'];
const statementTags = ['开放平台 · 采购方对账单'];

const invoice = z.object({
  id: z.number().int(),
  /** Our application number (KP…). */
  applyNo: z.string(),
  /** type: 2 增值税电子专用发票, 4 增值税纸质专用发票. */
  ...withText('type'),
  /** status: 1 申请中, 2 已开票, 3 已驳回, 4 已作废 (reversed by a red-letter invoice). */
  ...withText('status'),
  invoiceNo: z.string().nullable(),
  issueDate: z.string().nullable(),
  /** 价税合计 in 分. */
  totalFen: z.number().int(),
  buyerName: z.string(),
  buyerTaxNo: z.string(),
  seller: z.string(),
  orderNos: z.array(z.string()),
  poNumbers: z.array(z.string()),
  /** true: the PDF and XML can be downloaded (an issued electronic invoice, also once reversed). */
  hasFiles: z.boolean(),
  rejectReason: z.string().nullable(),
  /** Why this issued invoice is to be reversed (a refund after issue), or null. */
  redLetterDue: z.string().nullable(),
  appliedAt: z.string(),
});

const statement = z.object({
  id: z.number().int(),
  statementNo: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  openingBalanceFen: z.number().int(),
  ordersFen: z.number().int(),
  refundsFen: z.number().int(),
  repaymentsFen: z.number().int(),
  closingBalanceFen: z.number().int(),
  /** What this statement bills (orders − refunds), what was repaid against it and what is left. */
  amountDueFen: z.number().int(),
  paidFen: z.number().int(),
  outstandingFen: z.number().int(),
  dueDate: z.string(),
  overdue: z.boolean(),
  /** status: 1 待确认, 2 已确认, 3 有异议, 4 已作废 (replaced by a reissue; not listed). */
  ...withText('status'),
  createdAt: z.string(),
});
const statementLines = statement.extend({
  termDays: z.number().int(),
  confirmedAt: z.string().nullable(),
  /** The company's 财务's objection (有异议) and the platform's reply. */
  disputeComment: z.string(),
  reply: z.string(),
  /** The statement this one replaced (a reissue), and why. */
  replaces: z.string().nullable(),
  reissueNote: z.string(),
  lines: z.array(
    z.object({
      /** order, refund or repayment. */
      kind: z.string(),
      kindText: z.string(),
      orderNo: z.string().nullable(),
      poNumber: z.string(),
      buyerName: z.string(),
      date: z.string(),
      /** Signed: orders positive, refunds and repayments negative. */
      amountFen: z.number().int(),
      note: z.string(),
    }),
  ),
});

const FILE_NOTE =
  '已开具的电子专票（作废后仍可下载）；纸质发票或尚未开具时应答 409（40901），他人的发票应答 404（40401）。';

/** A download: never kept by shared caches (it carries the company's tax details). */
function sendFile(reply: FastifyReply, type: string, file: { data: Buffer; fileName: string }) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.data);
}

/** The buyer API's invoices (scope invoices: list, PDF, XML) and statements (scope statements: list, lines). */
export function openFinanceRoutes(
  app: App,
  deps: { invoices: OpenBuyerInvoices; statements: OpenBuyerStatements; rates: OpenRates },
): void {
  const { invoices, statements } = deps;
  const rateLimit = openRate(deps.rates, 'single');
  const invoiceConfig = { openScope: 'invoices' as const, rateLimit };
  const statementConfig = { openScope: 'statements' as const, rateLimit };

  app.get(
    '/open/v1/invoices',
    {
      config: invoiceConfig,
      schema: {
        tags: invoiceTags,
        security,
        summary: '发票列表（代理账号申请的、贵公司订单的发票，最新的在前；可按状态筛选）',
        description:
          '示例：`GET /open/v1/invoices?status=2&page=1&size=20`。发票开具后另有消息 `invoice.issued`（带 invoiceId）。',
        querystring: z.object({
          status: z.coerce
            .number({ error: 'status 应为 1–4' })
            .int('status 应为 1–4')
            .min(1, 'status 应为 1–4')
            .max(4, 'status 应为 1–4')
            .optional(),
          ...openPageQuery,
        }),
        response: okSchema(openPage(invoice)),
      },
    },
    async (request) => ok(await invoices.list(buyerOf(request), request.query)),
  );

  app.get(
    '/open/v1/invoices/:id/pdf',
    {
      config: invoiceConfig,
      schema: {
        tags: invoiceTags,
        security,
        summary: '下载发票 PDF',
        description: `${FILE_NOTE}应答 application/pdf。`,
        params: openIdParams('发票'),
      },
    },
    async (request, reply) =>
      sendFile(reply, 'application/pdf', await invoices.pdf(buyerOf(request), request.params.id)),
  );

  app.get(
    '/open/v1/invoices/:id/xml',
    {
      config: invoiceConfig,
      schema: {
        tags: invoiceTags,
        security,
        summary: '下载发票 XML（按全国统一电子发票 XML 的结构：销售方、购买方、合计与明细行）',
        description: `${FILE_NOTE}应答 application/xml，根元素 EInvoice：Header、EInvoiceData（SellerInformation、BuyerInformation、BasicInformation、每行一个 IssuItemInformation、AdditionalInformation 中的订单号与采购单号）、TaxSupervisionInfo（发票号码、开票日期）。`,
        params: openIdParams('发票'),
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        'application/xml; charset=utf-8',
        await invoices.xml(buyerOf(request), request.params.id),
      ),
  );

  app.get(
    '/open/v1/statements',
    {
      config: statementConfig,
      schema: {
        tags: statementTags,
        security,
        summary: '对账单列表（账期；最近的账期在前）',
        description:
          '示例：`GET /open/v1/statements?page=1&size=20`。代理账号须为企业的管理员或财务，否则应答 403。出账后另有消息 `statement.ready`（带 statementId）。',
        querystring: z.object(openPageQuery),
        response: okSchema(openPage(statement)),
      },
    },
    async (request) => ok(await statements.list(buyerOf(request), request.query.page, request.query.size)),
  );

  app.get(
    '/open/v1/statements/:id/lines',
    {
      config: statementConfig,
      schema: {
        tags: statementTags,
        security,
        summary: '对账单明细：本期发货的账期订单、退款与还款',
        description: '示例：`GET /open/v1/statements/12/lines`。他人的对账单应答 404（40401）。',
        params: openIdParams('对账单'),
        response: okSchema(statementLines),
      },
    },
    async (request) => ok(await statements.lines(buyerOf(request), request.params.id)),
  );
}
