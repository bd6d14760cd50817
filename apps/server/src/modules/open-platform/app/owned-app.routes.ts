import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import {
  openApp,
  openAppRotateBody,
  openAppWithSecret,
  type openAppInput,
  type openShopAppInput,
} from '@mall/shared';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import type { AuditActor } from '../../platform/audit';
import type { AppOwner, OpenAppService } from './open-app.service';

const security = [{ bearer: [] }];
const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/**
 * The calls an owner's administrator keeps its apps with, under `base`: list, register (the secret shown
 * once), change, rotate the secret, delete. The same for a company (企业采购 → 开放接口) and a shop (商家后台 →
 * 开放接口); they differ in the guard, the scopes the input admits, and who the owner is.
 */
export function ownedAppRoutes(
  app: App,
  deps: {
    apps: OpenAppService;
    base: string;
    tag: string;
    onRequest: onRequestHookHandler;
    listSummary: string;
    input: typeof openAppInput | typeof openShopAppInput;
    /**
     * The caller's owner, the account the apps it registers act as, and who the audit log names for its
     * writes (refuses who may not).
     */
    owner: (request: FastifyRequest) => Promise<{ owner: AppOwner; userId: number; actor: AuditActor }>;
  },
): void {
  const { apps, base, onRequest, input, owner } = deps;
  const tags = [deps.tag];
  const schema = <S extends object>(summary: string, rest: S) => ({
    onRequest,
    schema: { tags, security, summary, ...rest },
  });

  app.get(base, schema(deps.listSummary, { response: okSchema(z.array(openApp)) }), async (request) =>
    ok(await apps.list((await owner(request)).owner)),
  );

  app.post(
    base,
    schema('创建应用（密钥只在此时显示一次）', { body: input, response: okSchema(openAppWithSecret) }),
    async (request) => {
      const { owner: o, userId, actor } = await owner(request);
      return ok(await apps.create(o, userId, request.body, actor), '应用已创建，请立即保存密钥');
    },
  );

  app.put(
    `${base}/:id`,
    schema('修改应用（名称、权限、IP 白名单、沙箱/正式）；已发放的令牌随即失效', {
      params: idParams,
      body: input,
      response: okSchema(openApp),
    }),
    async (request) => {
      const { owner: o, actor } = await owner(request);
      return ok(await apps.update(o, request.params.id, request.body, actor), '已保存');
    },
  );

  app.post(
    `${base}/:id/rotate`,
    schema('更换密钥：新密钥只显示一次，旧密钥在宽限期内仍可使用', {
      params: idParams,
      body: openAppRotateBody,
      response: okSchema(openAppWithSecret),
    }),
    async (request) => {
      const { owner: o, actor } = await owner(request);
      return ok(
        await apps.rotate(o, request.params.id, request.body.graceHours, actor),
        '密钥已更换，请立即保存',
      );
    },
  );

  app.delete(
    `${base}/:id`,
    schema('删除应用：密钥和令牌立即失效', { params: idParams, response: okSchema(z.null()) }),
    async (request) => {
      const { owner: o, actor } = await owner(request);
      await apps.revoke(o, request.params.id, actor);
      return ok(null, '应用已删除');
    },
  );
}
