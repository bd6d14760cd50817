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
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer, requireOperator } from '../../../plugins/auth';
import { auditActor } from '../../platform/audit';
import type { CompanyAdminService } from './company.admin';
import type { CompanyService } from './company.service';

export type CompanyRouteDeps = {
  company: CompanyService;
  admin: CompanyAdminService;
};

const tags = ['company'];
const security = [{ bearer: [] }];
const buyer = { onRequest: requireBuyer };

/** Buyer calls under /api/company and operator calls under /api/admin/company (see schemas/company.ts). */
export function companyRoutes(app: App, deps: CompanyRouteDeps) {
  const { company, admin } = deps;
  const me = (request: Parameters<typeof currentBuyer>[0]) => currentBuyer(request).id;

  app.get(
    '/api/company/current',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '我的企业（未加入企业时为 null）',
        response: okSchema(myCompany.nullable()),
      },
    },
    async (request) => ok(await company.current(me(request))),
  );
  app.post(
    '/api/company/create',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '创建企业（成为管理员，等待平台认证）',
        body: companyCreateBody,
        response: okSchema(myCompany),
      },
    },
    async (request) => ok(await company.create(me(request), request.body), '企业已创建，请等待平台审核'),
  );
  app.post(
    '/api/company/update',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '修改企业资料（管理员；已驳回的重新提交审核）',
        body: companyCreateBody,
        response: okSchema(myCompany),
      },
    },
    async (request) => ok(await company.update(me(request), request.body), '企业资料已保存'),
  );
  app.post(
    '/api/company/settings',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '企业设置（管理员：采购单号是否必填）',
        body: companySettingsBody,
        response: okSchema(myCompany),
      },
    },
    async (request) => ok(await company.settings(me(request), request.body.poRequired), '设置已保存'),
  );
  app.get(
    '/api/company/members',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '企业成员（管理员、财务）',
        response: okSchema(z.array(companyMember)),
      },
    },
    async (request) => ok(await company.members(me(request))),
  );
  app.post(
    '/api/company/members/invite',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '邀请成员（管理员；短信发送邀请码，7 天有效）',
        body: memberInviteBody,
        response: okSchema(companyInvitation),
      },
    },
    async (request) => ok(await company.invite(me(request), request.body), '邀请已发送'),
  );
  app.get(
    '/api/company/invitations',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '邀请记录（管理员）',
        response: okSchema(z.array(companyInvitation)),
      },
    },
    async (request) => ok(await company.invitations(me(request))),
  );
  app.post(
    '/api/company/join',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '凭邀请码加入企业（邀请码发送到本账号的手机号）',
        body: joinCompanyBody,
        response: okSchema(myCompany),
      },
    },
    async (request) => ok(await company.join(me(request), request.body.code), '已加入企业'),
  );
  app.post(
    '/api/company/members/sub-account',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '创建子账号（管理员；首次登录须修改初始密码）',
        body: subAccountBody,
        response: okSchema(companyMember),
      },
    },
    async (request) => ok(await company.createSubAccount(me(request), request.body), '子账号已创建'),
  );
  app.post(
    '/api/company/members/update',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '修改成员角色与部门（管理员）',
        body: memberUpdateBody,
        response: okSchema(companyMember),
      },
    },
    async (request) => ok(await company.updateMember(me(request), request.body), '成员已更新'),
  );
  app.post(
    '/api/company/members/status',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '停用 / 启用成员（管理员；停用立即注销其登录）',
        body: memberStatusBody,
        response: okSchema(companyMember),
      },
    },
    async (request) =>
      ok(
        await company.setMemberStatus(me(request), request.body.userId, request.body.enabled),
        request.body.enabled ? '成员已启用' : '成员已停用',
      ),
  );
  app.post(
    '/api/company/members/transfer-admin',
    {
      ...buyer,
      schema: { tags, security, summary: '移交管理员', body: memberRefBody, response: okSchema(myCompany) },
    },
    async (request) => ok(await company.transferAdmin(me(request), request.body.userId), '管理员已移交'),
  );
  app.get(
    '/api/company/departments',
    {
      ...buyer,
      schema: { tags, security, summary: '部门（成本中心）', response: okSchema(z.array(department)) },
    },
    async (request) => ok(await company.departments(me(request))),
  );
  app.post(
    '/api/company/departments/save',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '新增 / 编辑部门（管理员；最多两级）',
        body: departmentBody,
        response: okSchema(department),
      },
    },
    async (request) => ok(await company.saveDepartment(me(request), request.body), '部门已保存'),
  );
  app.post(
    '/api/company/departments/delete',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '删除部门（管理员）',
        body: companyIdBody,
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      await company.deleteDepartment(me(request), request.body.id);
      return ok(null, '部门已删除');
    },
  );
  const operator = { onRequest: requireOperator(CONSOLE_AREAS.buyers) };
  app.post(
    '/api/admin/company/list',
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: '企业列表',
        body: adminCompanyListBody,
        response: okSchema(adminCompanyPage),
      },
    },
    async (request) => ok(await admin.list(request.body)),
  );
  app.get(
    '/api/admin/company/detail',
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: '企业详情（成员、规则、预算、订单）',
        querystring: companyIdBody,
        response: okSchema(adminCompanyDetail),
      },
    },
    async (request) => ok(await admin.detail(request.query.id)),
  );
  app.post(
    '/api/admin/company/review',
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: '企业认证审核（通过 / 驳回并说明原因）',
        body: adminCompanyReviewBody,
        response: okSchema(adminCompany),
      },
    },
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
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: '停用 / 启用企业',
        body: adminCompanyStatusBody,
        response: okSchema(adminCompany),
      },
    },
    async (request) =>
      ok(
        await admin.setStatus(auditActor(request), request.body.id, request.body.enabled),
        request.body.enabled ? '企业已启用' : '企业已停用',
      ),
  );
}
