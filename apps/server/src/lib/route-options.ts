import type { z } from 'zod';
import { okSchema } from './reply';

const security = [{ bearer: [] }];

/**
 * Route options for the calls one guard and one tag cover (a console area, a portal area, the buyer's company):
 * `withBody(summary, body, data)`, `withQuery(summary, querystring, data)` and `noBody(summary, data)`, each
 * answering `data` in the envelope.
 */
export function guardedRoutes<Guard>(onRequest: Guard, tag: string) {
  const tags = [tag];
  return {
    withBody: <B extends z.ZodType, R extends z.ZodType>(summary: string, body: B, data: R) => ({
      onRequest,
      schema: { tags, security, summary, body, response: okSchema(data) },
    }),
    withQuery: <Q extends z.ZodType, R extends z.ZodType>(summary: string, querystring: Q, data: R) => ({
      onRequest,
      schema: { tags, security, summary, querystring, response: okSchema(data) },
    }),
    noBody: <R extends z.ZodType>(summary: string, data: R) => ({
      onRequest,
      schema: { tags, security, summary, response: okSchema(data) },
    }),
  };
}
