import {
  CONSOLE_AREAS,
  adminMatchListQuery,
  matchExportQuery,
  matchListQuery,
  matchPage,
} from '@mall/shared';
import { sendDownload } from '../../../lib/download';
import { ok } from '../../../lib/reply';
import { described, guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { currentBuyer, requireOperator } from '../../../plugins/auth';
import { companyCall } from '../../identity/company';
import type { MatchService } from './match.service';

const FILE_NOTE =
  '成功时返回 application/vnd.openxmlformats-officedocument.spreadsheetml.sheet 文件（附件名 三单匹配-{月份}.xlsx），失败时返回 {code,msg,data} JSON。';

/**
 * The three-way match board (三单匹配): the company's own (/api/company/match, its 财务 or 管理员) and the
 * console's across companies (/api/admin/fulfilment/match, finance area).
 */
export function matchRoutes(app: App, { matches }: { matches: MatchService }) {
  app.post(
    '/api/company/match/list',
    companyCall.withBody('三单匹配：订单行的订购、验收与开票对照（财务、管理员）', matchListQuery, matchPage),
    async (request) => {
      const companyId = await matches.companyOf(currentBuyer(request).id);
      return ok(await matches.list(companyId, request.body));
    },
  );
  app.get(
    '/api/company/match/export',
    described(companyCall.download('导出三单匹配 .xlsx', { querystring: matchExportQuery }), FILE_NOTE),
    async (request, reply) => {
      const companyId = await matches.companyOf(currentBuyer(request).id);
      const file = await matches.workbook(companyId, request.query);
      return sendDownload(reply, file.data, { name: file.name, ascii: 'match.xlsx' });
    },
  );
  app.post(
    '/api/admin/fulfilment/match/list',
    guardedRoutes(requireOperator(CONSOLE_AREAS.invoices), 'admin-fulfilment').withBody(
      '三单匹配（全部企业）：可按企业、月份、状态、订单号筛选',
      adminMatchListQuery,
      matchPage,
    ),
    async (request) => ok(await matches.list(null, request.body)),
  );
}
