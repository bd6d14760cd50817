import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { statementIdQuery, type CreditStatementDetail } from '@mall/shared';
import type { App } from '../../../lib/types';
import { buildStatementSheet, renderStatementPdf } from './credit.documents';
import type { StatementGoods } from './credit.goods';

// What the company's and the operators' credit routes share.

/** A credit route's OpenAPI entry: its tag, the bearer token, and `summary`. */
const doc = (summary: string) => ({ tags: ['credit'], security: [{ bearer: [] }], summary });

/**
 * `${base}/pdf` and `${base}/xlsx`: the statement `load` finds for the caller (a company's own, or any for
 * operators) as a download.
 */
export function statementDownloadRoutes(
  app: App,
  deps: {
    base: string;
    onRequest: onRequestHookHandler;
    load: (request: FastifyRequest, id: number) => Promise<CreditStatementDetail>;
    /** The goods of the statement's orders (the workbook's 商品明细), with the company's codes when `withCodes`. */
    goods: StatementGoods;
    withCodes: boolean;
  },
) {
  for (const kind of ['pdf', 'xlsx'] as const)
    app.get(
      `${deps.base}/${kind}`,
      {
        onRequest: deps.onRequest,
        schema: {
          ...doc(`下载对账单（${kind}）`),
          querystring: statementIdQuery,
        },
      },
      async (request, reply) => {
        const s = await deps.load(request, request.query.id);
        const file =
          kind === 'pdf'
            ? await renderStatementPdf(s)
            : await buildStatementSheet(s, await deps.goods(s, deps.withCodes));
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
      },
    );
}
