import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ok } from './reply';
import type { GuardedRoutes } from './route-options';
import type { App } from './types';

/** What a call does: for its caller (`who`) and what it read, the data it answers. */
type Run<Who, In, Out> = (who: Who, input: In, request: FastifyRequest) => Promise<Out>;

/** The message a call answers with: a fixed text, or one worked out from its result and what it read. */
type Message<In, Out> = string | ((result: Out, input: In) => string);

/**
 * The calls one set of route options covers (`call`, see lib/route-options), each answering in the envelope
 * what `run` gives for the caller `who(request)` and what the call read:
 * - `post(path, summary, body, data, run, message?)`: POST reading a JSON body;
 * - `query(path, summary, querystring, data, run, message?)`: GET reading the query string;
 * - `get(path, summary, data, run, message?)`: GET reading nothing (`run(who)`).
 * `message` is the envelope's msg (「success」 when left out).
 */
export function routeKit<Who>(app: App, call: GuardedRoutes, who: (request: FastifyRequest) => Who) {
  async function answer<In, Out>(
    request: FastifyRequest,
    input: In,
    run: Run<Who, In, Out>,
    message?: Message<In, Out>,
  ) {
    const result = await run(who(request), input, request);
    return ok(result, typeof message === 'function' ? message(result, input) : message);
  }
  /** A call reading one input: the JSON body of a POST, or the query string of a GET. */
  const reading =
    (method: 'post' | 'get', part: 'body' | 'querystring') =>
    <I extends z.ZodType, R extends z.ZodType>(
      path: string,
      summary: string,
      input: I,
      data: R,
      run: Run<Who, z.infer<I>, z.infer<R>>,
      message?: Message<z.infer<I>, z.infer<R>>,
    ) => {
      // The replies are checked against the types of `run`; Fastify cannot resolve a generic schema's reply.
      const schema = call.withInput(summary, { [part]: input as z.ZodType }, data as z.ZodType);
      app[method](path, schema, (request) =>
        answer(request, (part === 'body' ? request.body : request.query) as z.infer<I>, run, message),
      );
    };
  return {
    post: reading('post', 'body'),
    query: reading('get', 'querystring'),
    get<R extends z.ZodType>(
      path: string,
      summary: string,
      data: R,
      run: (who: Who, request: FastifyRequest) => Promise<z.infer<R>>,
      message?: Message<undefined, z.infer<R>>,
    ) {
      const schema = call.noBody(summary, data as z.ZodType);
      app.get(path, schema, (request) => answer(request, undefined, (w, _, r) => run(w, r), message));
    },
  };
}

/** What `routeKit` gives. */
export type RouteKit<Who> = ReturnType<typeof routeKit<Who>>;

/** Waits for `work` and answers null: a call that changes something and answers no data. */
export async function thenNull(work: Promise<unknown>): Promise<null> {
  await work;
  return null;
}

/** The options of a call anyone may make (no bearer token), limited to `max` calls a minute from one client. */
export function rateLimited<S extends object>(max: number, schema: S) {
  return { config: { rateLimit: { max, timeWindow: '1 minute' } }, schema };
}
