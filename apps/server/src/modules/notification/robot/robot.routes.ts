import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import {
  notificationRobot,
  notificationRobotInput,
  notificationRobotUpdate,
  robotTestResult,
} from '@mall/shared';
import type { Db } from '../../../db/client';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import type { PortalGuard } from '../../identity/auth';
import { companyContextOf, requireRole } from '../../identity/company';
import type { RobotOwner, RobotService } from './robot.service';

const security = [{ bearer: [] }];
const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** The calls an owner's administrator keeps its group robots with, under `base`. */
function ownedRobotRoutes(
  app: App,
  deps: {
    robots: RobotService;
    base: string;
    tag: string;
    onRequest: onRequestHookHandler;
    owner: (request: FastifyRequest) => Promise<{ owner: RobotOwner; userId: number }>;
  },
) {
  const { robots, base, owner } = deps;
  const schema = <S extends object>(summary: string, rest: S) => ({
    onRequest: deps.onRequest,
    schema: { tags: [deps.tag], security, summary, ...rest },
  });
  app.get(
    base,
    schema('群机器人（企业微信/钉钉/飞书）', { response: okSchema(z.array(notificationRobot)) }),
    async (request) => ok(await robots.list((await owner(request)).owner)),
  );
  app.post(
    base,
    schema('添加群机器人（Webhook 地址和密钥保存后不再显示）', {
      body: notificationRobotInput,
      response: okSchema(notificationRobot),
    }),
    async (request) => {
      const o = await owner(request);
      return ok(await robots.create(o.owner, o.userId, request.body), '机器人已添加');
    },
  );
  app.put(
    `${base}/:id`,
    schema('修改群机器人（Webhook 地址、密钥留空则不修改）', {
      params: idParams,
      body: notificationRobotUpdate,
      response: okSchema(notificationRobot),
    }),
    async (request) =>
      ok(await robots.update((await owner(request)).owner, request.params.id, request.body), '机器人已保存'),
  );
  app.delete(
    `${base}/:id`,
    schema('删除群机器人', { params: idParams, response: okSchema(z.null()) }),
    async (request) => {
      await robots.remove((await owner(request)).owner, request.params.id);
      return ok(null, '机器人已删除');
    },
  );
  app.post(
    `${base}/:id/test`,
    schema('发送测试消息（立即发送，应答平台的结果）', {
      params: idParams,
      response: okSchema(robotTestResult),
    }),
    async (request) => {
      const result = await robots.test((await owner(request)).owner, request.params.id);
      return ok(result, result.sent ? '测试消息已发送' : `测试消息发送失败：${result.error}`);
    },
  );
}

/**
 * 企业采购 → 消息通知 (the company's 管理员) and 商家后台 → 消息通知 (the shop's 店铺管理员): the group robots
 * events are posted to. Another owner's robot is 404.
 */
export function robotRoutes(app: App, deps: { db: Db; robots: RobotService; guard: PortalGuard }) {
  ownedRobotRoutes(app, {
    robots: deps.robots,
    base: '/api/company/notification-robots',
    tag: 'company',
    onRequest: requireBuyer,
    owner: async (request) => {
      const userId = currentBuyer(request).id;
      const ctx = requireRole(await companyContextOf(deps.db, userId), '管理员');
      return { owner: { kind: 'company', id: ctx.companyId }, userId };
    },
  });
  ownedRobotRoutes(app, {
    robots: deps.robots,
    base: '/api/portal/notification-robots',
    tag: 'portal',
    onRequest: deps.guard.area('shop').onRequest,
    owner: async (request) => {
      const c = deps.guard.caller(request);
      return { owner: { kind: 'shop', id: c.merchantId }, userId: c.staffId };
    },
  });
}
