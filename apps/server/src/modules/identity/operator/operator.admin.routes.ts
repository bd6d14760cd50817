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
import { guardedRoutes } from '../../../lib/route-options';
import { routeKit, thenNull } from '../../../lib/route-kit';
import type { App } from '../../../lib/types';
import { requireOperator } from '../../../plugins/auth';
import { auditActor } from '../../platform/audit';
import type { OperatorAdminService } from './operator.admin';

/** Operator accounts (console area operators: 超级管理员 only). */
export function operatorAdminRoutes(app: App, { admin }: { admin: OperatorAdminService }) {
  const call = routeKit(
    app,
    guardedRoutes(requireOperator(CONSOLE_AREAS.operators), 'admin-operator'),
    auditActor,
  );

  call.post('/api/admin/operator/list', '运营账号列表', operatorListBody, operatorAccountPage, (_, body) =>
    admin.list(body),
  );
  call.post(
    '/api/admin/operator/create',
    '新建运营账号（密码规则同买家）',
    operatorCreateBody,
    operatorAccount,
    (actor, body) => admin.create(actor, body),
    '创建成功',
  );
  call.post(
    '/api/admin/operator/update',
    '修改运营账号（姓名、角色、状态；停用或改角色会使其登录失效）',
    operatorUpdateBody,
    operatorAccount,
    (actor, body) => admin.update(actor, body),
    '保存成功',
  );
  call.post(
    '/api/admin/operator/resetPassword',
    '重置运营账号密码（其登录全部失效）',
    operatorResetPasswordBody,
    z.null(),
    (actor, body) => thenNull(admin.resetPassword(actor, body.id, body.password)),
    '密码已重置',
  );
  call.post(
    '/api/admin/operator/unlock',
    '解除运营账号的登录锁定（输错密码造成的锁定与延迟）',
    idBody,
    z.null(),
    (actor, body) => thenNull(admin.unlock(actor, body.id)),
    '已解除锁定',
  );
}
