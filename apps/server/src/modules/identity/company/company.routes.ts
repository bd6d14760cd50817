import { z } from 'zod';
import {
  CONSOLE_AREAS,
  adminCompany,
  adminCompanyDetail,
  adminCompanyListBody,
  adminCompanyPage,
  adminCompanyReviewBody,
  adminCompanyStatusBody,
  approvalRule,
  approvalRuleBody,
  approveResult,
  budget,
  budgetBody,
  checkoutSubmitBody,
  companyCreateBody,
  companyIdBody,
  companyInvitation,
  companyMember,
  companyOverview,
  companySettingsBody,
  department,
  departmentBody,
  joinCompanyBody,
  memberInviteBody,
  memberRefBody,
  memberStatusBody,
  memberUpdateBody,
  myCompany,
  overviewQuery,
  purchaseRequest,
  purchaseRequestPage,
  requestDecisionBody,
  requestListBody,
  requestNoBody,
  subAccountBody,
} from '@mall/shared';
import type { Db } from '../../../db/client';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer, requireOperator } from '../../../plugins/auth';
import { auditActor } from '../../platform/audit';
import type { CheckoutService } from '../../trade/checkout';
import type { ApprovalRuleService } from './approval.rules';
import { decideMany } from './approve-request';
import type { CompanyAdminService } from './company.admin';
import type { CompanyBudgetService } from './company.budget';
import type { CompanyService } from './company.service';
import type { PurchaseRequestService } from './purchase-request';

export type CompanyRouteDeps = {
  db: Db;
  company: CompanyService;
  rules: ApprovalRuleService;
  requests: PurchaseRequestService;
  budgets: CompanyBudgetService;
  admin: CompanyAdminService;
  checkout: CheckoutService;
};

const tags = ['company'];
const security = [{ bearer: [] }];
const buyer = { onRequest: requireBuyer };

/** Buyer calls under /api/company and operator calls under /api/admin/company (see schemas/company.ts). */
export function companyRoutes(app: App, deps: CompanyRouteDeps) {
  const { company, rules, requests, budgets, admin } = deps;
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

  app.get(
    '/api/company/approval-rules',
    {
      ...buyer,
      schema: { tags, security, summary: '审批规则（管理员）', response: okSchema(z.array(approvalRule)) },
    },
    async (request) => ok(await rules.list(me(request))),
  );
  app.post(
    '/api/company/approval-rules/save',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '保存审批规则（管理员）',
        body: approvalRuleBody,
        response: okSchema(approvalRule),
      },
    },
    async (request) => ok(await rules.save(me(request), request.body), '审批规则已保存'),
  );
  app.post(
    '/api/company/approval-rules/delete',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '删除审批规则（管理员）',
        body: companyIdBody,
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      await rules.remove(me(request), request.body.id);
      return ok(null, '审批规则已删除');
    },
  );

  app.post(
    '/api/company/requests/submit',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '提交采购申请（结算时命中审批规则的订单）',
        body: checkoutSubmitBody,
        response: okSchema(purchaseRequest),
      },
    },
    async (request) => ok(await requests.submit(me(request), request.body), '采购申请已提交，等待审批'),
  );
  app.post(
    '/api/company/requests/mine',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '我的申请',
        body: requestListBody,
        response: okSchema(purchaseRequestPage),
      },
    },
    async (request) => ok(await requests.mine(me(request), request.body)),
  );
  app.post(
    '/api/company/requests/todo',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '待我审批',
        body: requestListBody,
        response: okSchema(purchaseRequestPage),
      },
    },
    async (request) => ok(await requests.todo(me(request), request.body)),
  );
  app.get(
    '/api/company/requests/detail',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '采购申请详情（申请人、审批人、管理员）',
        querystring: requestNoBody,
        response: okSchema(purchaseRequest),
      },
    },
    async (request) => ok(await requests.detail(me(request), request.query.requestNo)),
  );
  for (const [path, approve, summary] of [
    ['/api/company/requests/approve', true, '审批通过（可多选；最后一级通过即下单）'],
    ['/api/company/requests/reject', false, '审批驳回（可多选）'],
  ] as const)
    app.post(
      path,
      {
        ...buyer,
        schema: { tags, security, summary, body: requestDecisionBody, response: okSchema(approveResult) },
      },
      async (request) => {
        const result = await decideMany(
          deps.db,
          deps.checkout,
          requests,
          me(request),
          request.body.requestNos,
          approve,
          request.body.comment,
        );
        const verb = approve ? '通过' : '驳回';
        return ok(
          result,
          result.failed.length
            ? `已${verb} ${result.done.length} 个，${result.failed.length} 个未处理`
            : `已${verb} ${result.done.length} 个申请`,
        );
      },
    );
  app.post(
    '/api/company/requests/withdraw',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '撤回采购申请（申请人，待审批时）',
        body: requestNoBody,
        response: okSchema(purchaseRequest),
      },
    },
    async (request) => ok(await requests.withdraw(me(request), request.body.requestNo), '申请已撤回'),
  );

  app.get(
    '/api/company/budgets',
    { ...buyer, schema: { tags, security, summary: '预算与使用情况', response: okSchema(z.array(budget)) } },
    async (request) => ok(await budgets.list(me(request))),
  );
  app.post(
    '/api/company/budgets/save',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '设置预算（管理员、财务）',
        body: budgetBody,
        response: okSchema(budget),
      },
    },
    async (request) => ok(await budgets.save(me(request), request.body), '预算已保存'),
  );
  app.post(
    '/api/company/budgets/delete',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '删除预算（管理员、财务）',
        body: companyIdBody,
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      await budgets.remove(me(request), request.body.id);
      return ok(null, '预算已删除');
    },
  );
  app.get(
    '/api/company/overview',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '企业采购概览（管理员、财务）',
        querystring: overviewQuery,
        response: okSchema(companyOverview),
      },
    },
    async (request) => ok(await budgets.overview(me(request), request.query)),
  );
  app.get(
    '/api/company/orders/export',
    {
      ...buyer,
      schema: { tags, security, summary: '导出企业订单（.xlsx；管理员、财务）', querystring: overviewQuery },
    },
    async (request, reply) => {
      const file = await budgets.exportOrders(me(request), request.query);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          `attachment; filename="company-orders.xlsx"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .send(file.data);
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
