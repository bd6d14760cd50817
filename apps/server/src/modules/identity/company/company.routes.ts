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
import { routeKit } from '../../../lib/route-kit';
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
  const buyer = routeKit(app, companyCall, (request) => currentBuyer(request).id);

  buyer.get('/api/company/current', '我的企业（未加入企业时为 null）', myCompany.nullable(), (id) =>
    company.current(id),
  );
  buyer.post(
    '/api/company/create',
    '创建企业（成为管理员，等待平台认证）',
    companyCreateBody,
    myCompany,
    (id, body) => company.create(id, body),
    '企业已创建，请等待平台审核',
  );
  buyer.post(
    '/api/company/update',
    '修改企业资料（管理员；已驳回的重新提交审核）',
    companyCreateBody,
    myCompany,
    (id, body) => company.update(id, body),
    '企业资料已保存',
  );
  buyer.post(
    '/api/company/settings',
    '企业设置（管理员：采购单号是否必填）',
    companySettingsBody,
    myCompany,
    (id, body) => company.settings(id, body.poRequired),
    '设置已保存',
  );
  buyer.get('/api/company/members', '企业成员（管理员、财务）', z.array(companyMember), (id) =>
    team.members(id),
  );
  buyer.post(
    '/api/company/members/invite',
    '邀请成员（管理员；短信发送邀请码，7 天有效）',
    memberInviteBody,
    companyInvitation,
    (id, body) => team.invite(id, body),
    '邀请已发送',
  );
  buyer.get('/api/company/invitations', '邀请记录（管理员）', z.array(companyInvitation), (id) =>
    team.invitations(id),
  );
  buyer.post(
    '/api/company/join',
    '凭邀请码加入企业（邀请码发送到本账号的手机号）',
    joinCompanyBody,
    myCompany,
    (id, body) => company.join(id, body.code),
    '已加入企业',
  );
  buyer.post(
    '/api/company/members/sub-account',
    '创建子账号（管理员；首次登录须修改初始密码）',
    subAccountBody,
    companyMember,
    (id, body) => team.createSubAccount(id, body),
    '子账号已创建',
  );
  buyer.post(
    '/api/company/members/update',
    '修改成员角色与部门（管理员）',
    memberUpdateBody,
    companyMember,
    (id, body) => team.updateMember(id, body),
    '成员已更新',
  );
  buyer.post(
    '/api/company/members/status',
    '停用 / 启用成员（管理员；停用立即注销其登录）',
    memberStatusBody,
    companyMember,
    (id, body) => team.setMemberStatus(id, body.userId, body.enabled),
    (_, body) => (body.enabled ? '成员已启用' : '成员已停用'),
  );
  buyer.post(
    '/api/company/members/transfer-admin',
    '移交管理员',
    memberRefBody,
    myCompany,
    (id, body) => team.transferAdmin(id, body.userId),
    '管理员已移交',
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
  const operator = routeKit(app, guardedRoutes(requireOperator(CONSOLE_AREAS.buyers), 'company'), auditActor);
  operator.post('/api/admin/company/list', '企业列表', adminCompanyListBody, adminCompanyPage, (_, body) =>
    admin.list(body),
  );
  operator.query(
    '/api/admin/company/detail',
    '企业详情（成员、规则、预算、订单）',
    companyIdBody,
    adminCompanyDetail,
    (_, query) => admin.detail(query.id),
  );
  operator.post(
    '/api/admin/company/review',
    '企业认证审核（通过 / 驳回并说明原因）',
    adminCompanyReviewBody,
    adminCompany,
    (actor, body) => admin.review(actor, body.id, body.approve, body.reason ?? ''),
    (_, body) => (body.approve ? '企业已认证' : '已驳回'),
  );
  operator.post(
    '/api/admin/company/status',
    '停用 / 启用企业',
    adminCompanyStatusBody,
    adminCompany,
    (actor, body) => admin.setStatus(actor, body.id, body.enabled),
    (_, body) => (body.enabled ? '企业已启用' : '企业已停用'),
  );
}
