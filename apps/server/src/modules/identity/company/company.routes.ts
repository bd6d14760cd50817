import { z } from 'zod';
import {
  CONSOLE_AREAS,
  adminCompany,
  adminCompanyDetail,
  adminCompanyListBody,
  adminCompanyPage,
  adminCompanyReviewBody,
  adminCompanyStatusBody,
  companyCreateBody,
  companyIdBody,
  companyInvitation,
  companyMember,
  companySettingsBody,
  department,
  departmentBody,
  joinCompanyBody,
  memberInviteBody,
  memberRefBody,
  memberStatusBody,
  memberUpdateBody,
  myCompany,
  subAccountBody,
} from '@mall/shared';
import { ok } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { currentBuyer, requireOperator } from '../../../plugins/auth';
import { auditActor } from '../../platform/audit';
import type { CompanyAdminService } from './company.admin';
import { companyCall, companyListRoutes } from './company-list.routes';
import type { CompanyService } from './company.service';
import type { CompanyTeamService } from './company.team';

export type CompanyRouteDeps = {
  company: CompanyService;
  team: CompanyTeamService;
  admin: CompanyAdminService;
};

/** Buyer calls under /api/company and operator calls under /api/admin/company (see schemas/company.ts). */
export function companyRoutes(app: App, deps: CompanyRouteDeps) {
  const { company, team, admin } = deps;
  const me = (request: Parameters<typeof currentBuyer>[0]) => currentBuyer(request).id;

  app.get(
    '/api/company/current',
    companyCall.noBody('我的企业（未加入企业时为 null）', myCompany.nullable()),
    async (request) => ok(await company.current(me(request))),
  );
  app.post(
    '/api/company/create',
    companyCall.withBody('创建企业（成为管理员，等待平台认证）', companyCreateBody, myCompany),
    async (request) => ok(await company.create(me(request), request.body), '企业已创建，请等待平台审核'),
  );
  app.post(
    '/api/company/update',
    companyCall.withBody('修改企业资料（管理员；已驳回的重新提交审核）', companyCreateBody, myCompany),
    async (request) => ok(await company.update(me(request), request.body), '企业资料已保存'),
  );
  app.post(
    '/api/company/settings',
    companyCall.withBody('企业设置（管理员：采购单号是否必填）', companySettingsBody, myCompany),
    async (request) => ok(await company.settings(me(request), request.body.poRequired), '设置已保存'),
  );
  app.get(
    '/api/company/members',
    companyCall.noBody('企业成员（管理员、财务）', z.array(companyMember)),
    async (request) => ok(await team.members(me(request))),
  );
  app.post(
    '/api/company/members/invite',
    companyCall.withBody('邀请成员（管理员；短信发送邀请码，7 天有效）', memberInviteBody, companyInvitation),
    async (request) => ok(await team.invite(me(request), request.body), '邀请已发送'),
  );
  app.get(
    '/api/company/invitations',
    companyCall.noBody('邀请记录（管理员）', z.array(companyInvitation)),
    async (request) => ok(await team.invitations(me(request))),
  );
  app.post(
    '/api/company/join',
    companyCall.withBody('凭邀请码加入企业（邀请码发送到本账号的手机号）', joinCompanyBody, myCompany),
    async (request) => ok(await company.join(me(request), request.body.code), '已加入企业'),
  );
  app.post(
    '/api/company/members/sub-account',
    companyCall.withBody('创建子账号（管理员；首次登录须修改初始密码）', subAccountBody, companyMember),
    async (request) => ok(await team.createSubAccount(me(request), request.body), '子账号已创建'),
  );
  app.post(
    '/api/company/members/update',
    companyCall.withBody('修改成员角色与部门（管理员）', memberUpdateBody, companyMember),
    async (request) => ok(await team.updateMember(me(request), request.body), '成员已更新'),
  );
  app.post(
    '/api/company/members/status',
    companyCall.withBody('停用 / 启用成员（管理员；停用立即注销其登录）', memberStatusBody, companyMember),
    async (request) =>
      ok(
        await team.setMemberStatus(me(request), request.body.userId, request.body.enabled),
        request.body.enabled ? '成员已启用' : '成员已停用',
      ),
  );
  app.post(
    '/api/company/members/transfer-admin',
    companyCall.withBody('移交管理员', memberRefBody, myCompany),
    async (request) => ok(await team.transferAdmin(me(request), request.body.userId), '管理员已移交'),
  );
  companyListRoutes(app, {
    path: '/api/company/departments',
    item: department,
    body: departmentBody,
    summaries: {
      list: '部门（成本中心）',
      save: '新增 / 编辑部门（管理员；最多两级）',
      remove: '删除部门（管理员）',
    },
    saved: '部门已保存',
    removed: '部门已删除',
    service: {
      list: (buyerId) => team.departments(buyerId),
      save: (buyerId, body) => team.saveDepartment(buyerId, body),
      remove: (buyerId, id) => team.deleteDepartment(buyerId, id),
    },
  });
  const operator = requireOperator(CONSOLE_AREAS.buyers);
  const operatorCall = guardedRoutes(operator, 'company');
  app.post(
    '/api/admin/company/list',
    operatorCall.withBody('企业列表', adminCompanyListBody, adminCompanyPage),
    async (request) => ok(await admin.list(request.body)),
  );
  app.get(
    '/api/admin/company/detail',
    operatorCall.withQuery('企业详情（成员、规则、预算、订单）', companyIdBody, adminCompanyDetail),
    async (request) => ok(await admin.detail(request.query.id)),
  );
  app.post(
    '/api/admin/company/review',
    operatorCall.withBody('企业认证审核（通过 / 驳回并说明原因）', adminCompanyReviewBody, adminCompany),
    async (request) =>
      ok(
        await admin.review(
          auditActor(request),
          request.body.id,
          request.body.approve,
          request.body.reason ?? '',
        ),
        request.body.approve ? '企业已认证' : '已驳回',
      ),
  );
  app.post(
    '/api/admin/company/status',
    operatorCall.withBody('停用 / 启用企业', adminCompanyStatusBody, adminCompany),
    async (request) =>
      ok(
        await admin.setStatus(auditActor(request), request.body.id, request.body.enabled),
        request.body.enabled ? '企业已启用' : '企业已停用',
      ),
  );
}
