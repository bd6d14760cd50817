import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from './reply';
import { guardedRoutes } from './route-options';
import type { App } from './types';

type Guard = (request: FastifyRequest) => Promise<void>;

/** What `keptListRoutes` registers: its path, guard, tag, texts, schemas and the service calls behind them. */
export type KeptList<
  Who,
  Item extends z.ZodType,
  Body extends z.ZodType,
  IdBody extends z.ZodType<{ id: number }>,
> = {
  path: string;
  guard: Guard;
  tag: string;
  /** The caller the service acts for (e.g. the signed-in buyer's id). */
  who: (request: FastifyRequest) => Who;
  item: Item;
  body: Body;
  idBody: IdBody;
  summaries: { list: string; save: string; remove: string };
  /** The messages of a save and of a delete. */
  saved: string;
  removed: string;
  service: {
    list(who: Who): Promise<z.infer<Item>[]>;
    save(who: Who, body: z.infer<Body>): Promise<z.infer<Item>>;
    remove(who: Who, id: number): Promise<unknown>;
  };
};

/**
 * The three calls of a list its caller keeps (a company's departments, approval rules, budgets):
 * GET `path` lists the items, POST `path/save` saves one and answers it, POST `path/delete` deletes one by id
 * and answers null.
 */
export function keptListRoutes<
  Who,
  Item extends z.ZodType,
  Body extends z.ZodType,
  IdBody extends z.ZodType<{ id: number }>,
>(app: App, spec: KeptList<Who, Item, Body, IdBody>) {
  const call = guardedRoutes(spec.guard, spec.tag);
  // The reply is checked against the spec's own types above; Fastify cannot resolve a generic schema's reply.
  const item: z.ZodType = spec.item;
  app.get(spec.path, call.noBody(spec.summaries.list, z.array(spec.item)), async (request) =>
    ok(await spec.service.list(spec.who(request))),
  );
  app.post(`${spec.path}/save`, call.withBody(spec.summaries.save, spec.body, item), async (request) =>
    ok(await spec.service.save(spec.who(request), request.body as z.infer<Body>), spec.saved),
  );
  app.post(
    `${spec.path}/delete`,
    call.withBody(spec.summaries.remove, spec.idBody, z.null()),
    async (request) => {
      await spec.service.remove(spec.who(request), (request.body as z.infer<IdBody>).id);
      return ok(null, spec.removed);
    },
  );
}
