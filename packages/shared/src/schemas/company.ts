import { z } from 'zod';
import { pageOf } from '../envelope';
import { mobileSchema, passwordProblem, usernameSchema } from './auth';
import { approvalRule, budget } from './company-purchasing';
import {
  buyerPaging,
  coded,
  creditCodeInput,
  labelledId as id,
  requiredText as text,
  statusFilter,
} from './fields';
import { count, dbId, isoTime, isoTimeOrNull, yuan } from './scalars';
export { COMPANY_CODE, COMPANY_MSG } from '../codes';
export { yuanInput } from './fields';

/*
 * Wire contract of company accounts (企业账户). A buyer creates a company and becomes its 管理员;
 * operators verify it; members hold roles; approval rules turn a checkout into a purchase request (采购申请);
 * budgets cap what a department or member spends per period. Money on the wire is a yuan string ("1234.50"),
 * stored as integer fen.
 *
 * Buyer (signed in):
 *   GET  /api/company/current                          → MyCompany | null (my company, my roles; null = 个人采购)
 *   POST /api/company/create     CompanyCreateBody     → MyCompany (status 待审核)
 *   POST /api/company/update     CompanyCreateBody     → MyCompany (管理员; back to 待审核 when 已驳回)
 *   POST /api/company/settings   CompanySettingsBody   → MyCompany (管理员: 采购单号 required or not)
 *   GET  /api/company/members                          → CompanyMember[]         (管理员, 财务)
 *   POST /api/company/members/invite  MemberInviteBody → CompanyInvitation (SMS invitation code to the mobile)
 *   GET  /api/company/invitations                      → CompanyInvitation[]     (管理员)
 *   POST /api/company/join       {code}                → MyCompany (the invitee, signed in with that mobile)
 *   POST /api/company/members/sub-account SubAccountBody → CompanyMember (must change password at first login)
 *   POST /api/company/members/update  MemberUpdateBody → CompanyMember
 *   POST /api/company/members/status  {userId, enabled}→ CompanyMember (disable revokes sessions at once)
 *   POST /api/company/members/transfer-admin {userId}  → MyCompany
 *   GET  /api/company/departments                      → Department[] (every member: cost centres)
 *   POST /api/company/departments/save  DepartmentBody → Department (管理员)
 *   POST /api/company/departments/delete {id}          → null
 *   GET  /api/company/approval-rules                   → ApprovalRule[] (管理员)
 *   POST /api/company/approval-rules/save ApprovalRuleBody → ApprovalRule
 *   POST /api/company/approval-rules/delete {id}       → null
 *   POST /api/company/requests/submit  CheckoutSubmitBody → PurchaseRequest (checkout that a rule catches)
 *   POST /api/company/requests/mine    RequestListBody → Page<PurchaseRequestSummary>  我的申请
 *   POST /api/company/requests/todo    RequestListBody → Page<PurchaseRequestSummary>  待我审批
 *   GET  /api/company/requests/detail?requestNo=…      → PurchaseRequest (requester, its approvers, 管理员)
 *   POST /api/company/requests/approve {requestNos, comment} → ApproveResult (several at once)
 *   POST /api/company/requests/reject  {requestNos, comment} → ApproveResult
 *   POST /api/company/requests/withdraw {requestNo}    → PurchaseRequest
 *   GET  /api/company/budgets                          → Budget[] (管理员, 财务; others: their own)
 *   POST /api/company/budgets/save   BudgetBody        → Budget (管理员, 财务)
 *   POST /api/company/budgets/delete {id}              → null
 *   GET  /api/company/overview?from&to                 → CompanyOverview (管理员, 财务)
 *   GET  /api/company/orders/export?from&to            → .xlsx (管理员, 财务)
 * Operator (/api/admin, role 运营):
 *   POST /api/admin/company/list   {status?, keyword?, pageNum, pageSize} → Page<AdminCompany>
 *   GET  /api/admin/company/detail?id=…                → AdminCompanyDetail
 *   POST /api/admin/company/review {id, approve, reason?} → AdminCompany
 *   POST /api/admin/company/status {id, enabled}       → AdminCompany
 */

export const COMPANY_STATUS = { PENDING: 1, VERIFIED: 2, REJECTED: 3, DISABLED: 4 } as const;
export type CompanyStatus = (typeof COMPANY_STATUS)[keyof typeof COMPANY_STATUS];
export const COMPANY_STATUS_LABEL: Record<CompanyStatus, string> = {
  1: '待审核',
  2: '已认证',
  3: '已驳回',
  4: '已停用',
};

export const COMPANY_ROLES = ['管理员', '采购员', '审批人', '财务', '收货人'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

const roles = z
  .array(z.enum(COMPANY_ROLES, { error: '角色不正确' }))
  .min(1, '请至少选择一个角色')
  .max(5)
  .transform((r) => [...new Set(r)]);
/** Licence images come from POST /api/files/upload. */
const LICENSE_PATH = /^\/api\/files\/uploads\/[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

export const companyCreateBody = z.object({
  name: text('企业名称', 50),
  creditCode: creditCodeInput,
  licenseImage: z.string({ error: '请上传营业执照' }).regex(LICENSE_PATH, '请上传营业执照图片'),
  contactName: text('联系人', 20),
  contactMobile: mobileSchema,
});
export type CompanyCreateBody = z.input<typeof companyCreateBody>;

export const companySettingsBody = z.object({ poRequired: z.boolean({ error: '设置不正确' }) });

const companyCore = {
  id: dbId,
  name: z.string(),
  creditCode: z.string(),
  licenseImage: z.string(),
  contactName: z.string(),
  contactMobile: z.string(),
  ...coded('status'),
  rejectReason: z.string(),
  poRequired: z.boolean(),
  createdAt: isoTime,
  verifiedAt: isoTimeOrNull,
};

export const myCompany = z.object({
  ...companyCore,
  /** My roles in the company. */
  roles: z.array(z.string()),
  departmentId: dbId.nullable(),
  departmentName: z.string(),
  /** Departments I head (their orders and requests are mine to see). */
  headOf: z.array(z.number().int()),
  /** Whether company features work (已认证). */
  active: z.boolean(),
});
export type MyCompany = z.infer<typeof myCompany>;

export const companyMember = z.object({
  userId: dbId,
  username: z.string(),
  name: z.string(),
  mobile: z.string(),
  /** The address notifications are mailed to ('' when none). */
  email: z.string(),
  roles: z.array(z.string()),
  departmentId: dbId.nullable(),
  departmentName: z.string(),
  /** 1 active, 0 disabled by the company's 管理员. */
  status: z.number().int(),
  subAccount: z.boolean(),
  mustChangePassword: z.boolean(),
  joinedAt: isoTime,
});
export type CompanyMember = z.infer<typeof companyMember>;

export const memberInviteBody = z.object({
  mobile: mobileSchema,
  roles,
  departmentId: id('部门').nullable().optional(),
});
export type MemberInviteBody = z.input<typeof memberInviteBody>;

export const companyInvitation = z.object({
  id: dbId,
  mobile: z.string(),
  roles: z.array(z.string()),
  departmentName: z.string(),
  /** 待接受 / 已加入 / 已过期 */
  state: z.string(),
  expiresAt: isoTime,
  createdAt: isoTime,
});
export type CompanyInvitation = z.infer<typeof companyInvitation>;

export const joinCompanyBody = z.object({
  code: z
    .string({ error: '请输入邀请码' })
    .trim()
    .regex(/^\d{6}$/, '邀请码为 6 位数字'),
});

/** A sub-account: its sign-in and name, then what an invitation carries (mobile, roles, department). */
export const subAccountBody = z.object({
  username: usernameSchema,
  password: z.string({ error: '请设置初始密码' }).superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  name: text('姓名', 20),
  ...memberInviteBody.shape,
});
export type SubAccountBody = z.input<typeof subAccountBody>;

export const memberUpdateBody = z.object({
  userId: id('成员'),
  roles,
  departmentId: id('部门').nullable(),
});
export const memberStatusBody = z.object({ userId: id('成员'), enabled: z.boolean() });
export const memberRefBody = z.object({ userId: id('成员') });

export const department = z.object({
  id: dbId,
  name: z.string(),
  parentId: dbId.nullable(),
  headUserId: dbId.nullable(),
  headName: z.string(),
  memberCount: count,
});
export type Department = z.infer<typeof department>;
export const departmentBody = z.object({
  id: id('部门').optional(),
  name: text('部门名称', 30),
  parentId: id('上级部门').nullable().optional(),
  headUserId: id('部门负责人').nullable().optional(),
});
export type DepartmentBody = z.input<typeof departmentBody>;
export const companyIdBody = z.object({ id: id('编号') });

// Console

export const adminCompanyListBody = z.object({
  status: statusFilter([1, 2, 3, 4], '企业状态不正确').optional(),
  keyword: z.string().trim().max(50, '关键词过长').optional(),
  ...buyerPaging,
});
export const adminCompany = z.object({
  ...companyCore,
  adminName: z.string(),
  adminMobile: z.string(),
  memberCount: count,
});
export type AdminCompany = z.infer<typeof adminCompany>;
export const adminCompanyPage = pageOf(adminCompany);
export const adminCompanyDetail = adminCompany.extend({
  members: z.array(companyMember),
  departments: z.array(department),
  rules: z.array(approvalRule),
  budgets: z.array(budget),
  recentOrders: z.array(
    z.object({
      orderNo: z.string(),
      buyerName: z.string(),
      poNumber: z.string(),
      amount: yuan,
      status: z.number().int(),
      createdAt: isoTime,
    }),
  ),
});
export type AdminCompanyDetail = z.infer<typeof adminCompanyDetail>;
export const adminCompanyReviewBody = z
  .object({
    id: id('企业'),
    approve: z.boolean({ error: '请选择审核结果' }),
    reason: z.string().trim().max(200, '驳回原因不能超过 200 个字').optional(),
  })
  .refine((b) => b.approve || (b.reason ?? '').length > 0, { message: '请填写驳回原因', path: ['reason'] });
export const adminCompanyStatusBody = z.object({ id: id('企业'), enabled: z.boolean() });
