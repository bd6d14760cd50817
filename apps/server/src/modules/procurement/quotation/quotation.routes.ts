import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  adminQuotationListBody,
  adminQuotationPage,
  CONSOLE_AREAS,
  quotationBody,
  quotationCartBody,
  quotationCartReport,
  quotationCreateBody,
  quotationDetail,
  quotationDownloadBody,
  quotationIdBody,
  quotationListBody,
  quotationOptions,
  quotationPage,
  quotationSettings,
  type QuotationSettings,
} from '@mall/shared';
import { badRequest } from '../../../lib/app-error';
import { sendDownload } from '../../../lib/download';
import { described, guardedRoutes, type GuardedRoutes } from '../../../lib/route-options';
import { routeKit } from '../../../lib/route-kit';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer, requireOperator } from '../../../plugins/auth';
import { auditActor } from '../../platform/audit';
import type { SystemService } from '../../platform/system';
import { registerImageUpload, type UploadService } from '../../content/upload';
import {
  DEFAULT_QUOTATION_SETTINGS,
  QUOTATION_SETTINGS_KEY,
  type QuotationFile,
  type QuotationService,
} from './quotation.service';

const FILE_NOTE =
  '成功时返回文件（PDF：application/pdf；Excel：application/vnd.openxmlformats-officedocument.spreadsheetml.sheet；附件名 报价单-{报价单号}.pdf/.xlsx），失败时返回 {code,msg,data} JSON。';

function sendFile(reply: FastifyReply, file: QuotationFile, quotationNo?: string) {
  const ext = file.name.slice(file.name.lastIndexOf('.'));
  reply.header('x-quotation-no', quotationNo ?? '');
  return sendDownload(reply, file.data, {
    name: file.name,
    ascii: `quotation${ext}`,
    type: file.contentType,
  });
}

/** 下载报价单 (PDF or Excel): the buyer's own (`owner` their id), or any for the console (`owner` null). */
function downloadRoute(
  app: App,
  url: string,
  call: GuardedRoutes,
  quotations: QuotationService,
  owner: (request: FastifyRequest) => number | null,
) {
  app.post(
    url,
    described(call.download('下载报价单（PDF 或 Excel）', { body: quotationDownloadBody }), FILE_NOTE),
    async (request, reply) =>
      sendFile(reply, await quotations.file(owner(request), request.body.id, request.body.format)),
  );
}

/** The buyer's quotation calls, and the spec's cart quotation export (which now makes a quotation). */
export function quotationRoutes(app: App, deps: { quotations: QuotationService }) {
  const { quotations } = deps;
  const buyerCall = guardedRoutes(requireBuyer, 'quotation');
  const me = (request: Parameters<typeof currentBuyer>[0]) => currentBuyer(request).id;

  const buyer = routeKit(app, buyerCall, me);
  buyer.get('/api/quotation/options', '报价单有效期选项（默认有效期为平台设置）', quotationOptions, () =>
    quotations.options(),
  );
  buyer.post(
    '/api/quotation/create',
    '生成报价单（已勾选的可购商品或 ids 指定的购物车商品；有效期 7/15/30 天，默认按平台设置）',
    quotationCreateBody,
    quotationDetail,
    (id, body) => quotations.create(id, body),
    '报价单已生成',
  );
  buyer.post('/api/quotation/list', '我的报价单', quotationListBody, quotationPage, (id, body) =>
    quotations.list(id, body),
  );
  buyer.post('/api/quotation/detail', '报价单详情', quotationIdBody, quotationDetail, (id, body) =>
    quotations.detail(id, body.id),
  );
  downloadRoute(app, '/api/quotation/download', buyerCall, quotations, me);
  buyer.post(
    '/api/quotation/add-to-cart',
    '按报价单下单：报价单商品按报价数量加入购物车并单独勾选（有效期内按报价单价结算）',
    quotationCartBody,
    quotationCartReport,
    (id, body) => quotations.addToCart(id, body.id, body.areaCode),
    (report) => (report.expired ? '报价单已过期，商品已按当前价格加入购物车' : '已按报价单加入购物车'),
  );

  // Spec section 7: the cart's quotation export. It makes a formal quotation (default validity) and answers
  // its workbook, so every exported quotation can be found, downloaded as PDF and ordered from later.
  app.post(
    '/api/cart/list/exportCartsQuotation',
    described(
      guardedRoutes(requireBuyer, 'cart').download(
        '导出报价单（生成正式报价单并下载 .xlsx；已勾选的可购商品，或 ids 指定的商品）',
        { body: quotationBody },
      ),
      '成功时返回 application/vnd.openxmlformats-officedocument.spreadsheetml.sheet 文件（Content-Disposition 附件名 报价单-{报价单号}.xlsx，响应头 X-Quotation-No），失败时返回 {code,msg,data} JSON。',
    ),
    async (request, reply) => {
      const made = await quotations.create(me(request), request.body);
      return sendFile(reply, await quotations.file(me(request), made.id, 'xlsx'), made.quotationNo);
    },
  );
}

/** Console: every quotation (订单 area), and the quotation settings and stamp (系统设置). */
export async function adminQuotationRoutes(
  app: App,
  deps: { quotations: QuotationService; system: SystemService; uploads: UploadService },
) {
  const { quotations, system } = deps;
  const ordersCall = guardedRoutes(requireOperator(CONSOLE_AREAS.orders), 'admin-quotation');
  const settingsGuard = requireOperator(CONSOLE_AREAS.settings);
  const settingsCall = guardedRoutes(settingsGuard, 'admin-quotation');

  const orders = routeKit(app, ordersCall, auditActor);
  orders.post(
    '/api/admin/quotation/list',
    '报价单列表（按单号、企业或账号搜索；有效/已过期）',
    adminQuotationListBody,
    adminQuotationPage,
    (_, body) => quotations.adminList(body),
  );
  orders.post('/api/admin/quotation/detail', '报价单详情', quotationIdBody, quotationDetail, (_, body) =>
    quotations.detail(null, body.id),
  );
  downloadRoute(app, '/api/admin/quotation/download', ordersCall, quotations, () => null);

  const settings = routeKit(app, settingsCall, auditActor);
  settings.get('/api/admin/quotation/settings', '报价单设置（默认有效期、印章图片）', quotationSettings, () =>
    system.getSetting(QUOTATION_SETTINGS_KEY, DEFAULT_QUOTATION_SETTINGS),
  );
  settings.post(
    '/api/admin/quotation/settings/save',
    '保存报价单设置（默认有效期 7/15/30 天；印章图片为已上传的 PNG/JPG）',
    quotationSettings,
    quotationSettings,
    async (actor, value: QuotationSettings) => {
      if (value.stampUrl && !(await deps.uploads.exists(value.stampUrl)))
        throw badRequest('印章图片不存在，请重新上传');
      return system.saveSetting(actor, QUOTATION_SETTINGS_KEY, DEFAULT_QUOTATION_SETTINGS, value, {
        action: 'settings.quotation',
        summary: '修改报价单设置',
      });
    },
    '保存成功',
  );
  await registerImageUpload(app, {
    url: '/api/admin/quotation/stamp-upload',
    guard: settingsGuard,
    tag: 'admin-quotation',
    summary: '上传报价单印章图片（multipart 字段 file；PNG 或 JPG，不超过 2 MB，建议透明底 PNG）',
    uploads: deps.uploads,
  });
}
