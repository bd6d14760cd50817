import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { z } from 'zod';
import { okSchema } from './reply';

const security = [{ bearer: [] }];
const consumes = ['multipart/form-data'];

/** What a call reads: any mix of body, query string, path parameters and headers. */
type Input = { body?: z.ZodType; querystring?: z.ZodType; params?: z.ZodType; headers?: z.ZodType };
type NoInput = Record<never, never>;

/** The route options of each kind of call: `extra` (a guard) and `auth` (the bearer token) on every one. */
function routeOptions<Extra extends object>(extra: Extra, tag: string, auth: { security?: typeof security }) {
  const tags = [tag];
  const options = <S extends object>(schema: S) => ({ ...extra, schema: { tags, ...auth, ...schema } });
  return {
    withBody: <B extends z.ZodType, R extends z.ZodType>(summary: string, body: B, data: R) =>
      options({ summary, body, response: okSchema(data) }),
    withQuery: <Q extends z.ZodType, R extends z.ZodType>(summary: string, querystring: Q, data: R) =>
      options({ summary, querystring, response: okSchema(data) }),
    noBody: <R extends z.ZodType>(summary: string, data: R) => options({ summary, response: okSchema(data) }),
    withInput: <I extends Input, R extends z.ZodType>(summary: string, input: I, data: R) =>
      options({ summary, ...input, response: okSchema(data) }),
    upload: <R extends z.ZodType, I extends Input = NoInput>(summary: string, data: R, input = {} as I) =>
      options({ summary, consumes, ...input, response: okSchema(data) }),
    download: <I extends Input = NoInput>(summary: string, input = {} as I) => options({ summary, ...input }),
  };
}

/**
 * Route options for the calls one guard and one tag cover (a console area, a portal area, the buyer's company):
 * `withBody(summary, body, data)`, `withQuery(summary, querystring, data)` and `noBody(summary, data)`, each
 * answering `data` in the envelope; `withInput(summary, input, data)` for path parameters, headers or several
 * inputs; `upload(summary, data, input?)` for a multipart call (see lib/multipart-file); and
 * `download(summary, input?)` for a call that answers a file (no envelope to describe).
 */
export function guardedRoutes<Guard>(onRequest: Guard, tag: string) {
  return routeOptions({ onRequest }, tag, { security });
}

/** The same options for calls anyone may make (no guard, no bearer token). */
export function publicRoutes(tag: string) {
  return routeOptions({}, tag, {});
}

/** `options` with a description of the call, for what its summary cannot say in a line. */
export function described<O extends { schema: object }>(options: O, description: string) {
  return { ...options, schema: { ...options.schema, description } };
}

/** What `guardedRoutes` gives, for a kit handed its caller's guard. */
export type GuardedRoutes = ReturnType<typeof guardedRoutes<onRequestHookHandler>>;

/**
 * Where a set of handling calls (orders, after-sales, invoices) is registered: once for operators, every
 * record, and once for the merchant portal, with `scope` naming the caller's shop.
 */
export type Audience<Scope> = {
  base: string;
  call: GuardedRoutes;
  scope: (request: FastifyRequest) => Scope;
};
