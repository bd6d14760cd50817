import { z } from 'zod';
import {
  CONSOLE_AREAS,
  idBody,
  operatorAccount,
  operatorAccountPage,
  operatorCreateBody,
  operatorListBody,
  operatorResetPasswordBody,
  operatorUpdateBody,
} from '@mall/shared';
import { ok } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { requireOperator } from '../../../plugins/auth';
import { auditActor } from '../../platform/audit';
import type { OperatorAdminService } from './operator.admin';

/** Operator accounts (console area operators: 超级管理员 only). */
export function operatorAdminRoutes(app: App, { admin }: { admin: OperatorAdminService }) {
  const { withBody: opts } = guardedRoutes(requireOperator(CONSOLE_AREAS.operators), 'admin-operator');

  app.post(
    '/api/admin/operator/list',
    opts('运营账号列表', operatorListBody, operatorAccountPage),
    async (request) => ok(await admin.list(request.body)),
  );
  app.post(
    '/api/admin/operator/create',
    opts('新建运营账号（密码规则同买家）', operatorCreateBody, operatorAccount),
    async (request) => ok(await admin.create(auditActor(request), request.body), '创建成功'),
  );
  app.post(
    '/api/admin/operator/update',
    opts('修改运营账号（姓名、角色、状态；停用或改角色会使其登录失效）', operatorUpdateBody, operatorAccount),
    async (request) => ok(await admin.update(auditActor(request), request.body), '保存成功'),
  );
  app.post(
    '/api/admin/operator/resetPassword',
    opts('重置运营账号密码（其登录全部失效）', operatorResetPasswordBody, z.null()),
    async (request) => {
      await admin.resetPassword(auditActor(request), request.body.id, request.body.password);
      return ok(null, '密码已重置');
    },
  );
  app.post(
    '/api/admin/operator/unlock',
    opts('解除运营账号的登录锁定（输错密码造成的锁定与延迟）', idBody, z.null()),
    async (request) => {
      await admin.unlock(auditActor(request), request.body.id);
      return ok(null, '已解除锁定');
    },
  );
}
