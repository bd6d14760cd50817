import { z } from 'zod';
import { pageOf } from '../envelope';
import { isValidTaxId } from '../tax-id';
import { mobileSchema, passwordProblem, usernameSchema } from './auth';
import { DB_INT_MAX, PAGE_NUM_MAX } from './limits';
export { COMPANY_CODE, COMPANY_MSG } from '../codes';

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

export const COMPANY_ROLES = ['管理员', '采购员', '审批人', '财务'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const REQUEST_STATUS = { PENDING: 1, APPROVED: 2, REJECTED: 3, WITHDRAWN: 4, RETURNED: 5 } as const;
export type RequestStatus = (typeof REQUEST_STATUS)[keyof typeof REQUEST_STATUS];
export const REQUEST_STATUS_LABEL: Record<RequestStatus, string> = {
  1: '待审批',
  2: '已通过',
  3: '已驳回',
  4: '已撤回',
  5: '已退回',
};

export const BUDGET_PERIODS = ['month', 'quarter', 'year'] as const;
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];
export const BUDGET_PERIOD_LABEL: Record<BudgetPeriod, string> = {
  month: '月度',
  quarter: '季度',
  year: '年度',
};

const text = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}不能超过 ${max} 个字`);
const id = (label: string) =>
  z.coerce
    .number({ error: `${label}不正确` })
    .int(`${label}不正确`)
    .min(1, `${label}不正确`)
    .max(DB_INT_MAX, `${label}不正确`);
/** A yuan amount typed by a person: up to 2 decimals, ≥ 0, below 100 亿. */
export const yuanInput = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, `${label}格式不正确（最多两位小数）`);
const roles = z
  .array(z.enum(COMPANY_ROLES, { error: '角色不正确' }))
  .min(1, '请至少选择一个角色')
  .max(4)
  .transform((r) => [...new Set(r)]);
const pageFields = {
  pageNum: z.coerce.number().int().min(1, '页码最小为 1').max(PAGE_NUM_MAX, '页码过大').default(1),
  pageSize: z.coerce.number().int().min(1).max(50, '每页最多 50 条').default(10),
};
/** Licence images come from POST /api/files/upload. */
const LICENSE_PATH = /^\/api\/files\/uploads\/[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

export const companyCreateBody = z.object({
  name: text('企业名称', 50),
  creditCode: z
    .string({ error: '请填写统一社会信用代码' })
    .trim()
    .toUpperCase()
    .refine(isValidTaxId, '统一社会信用代码不正确（18 位，含校验位）'),
  licenseImage: z.string({ error: '请上传营业执照' }).regex(LICENSE_PATH, '请上传营业执照图片'),
  contactName: text('联系人', 20),
  contactMobile: mobileSchema,
});
export type CompanyCreateBody = z.input<typeof companyCreateBody>;

export const companySettingsBody = z.object({ poRequired: z.boolean({ error: '设置不正确' }) });

const companyCore = {
  id: z.number().int(),
  name: z.string(),
  creditCode: z.string(),
  licenseImage: z.string(),
  contactName: z.string(),
  contactMobile: z.string(),
  status: z.number().int(),
  statusLabel: z.string(),
  rejectReason: z.string(),
  poRequired: z.boolean(),
  createdAt: z.string(),
  verifiedAt: z.string().nullable(),
};

export const myCompany = z.object({
  ...companyCore,
  /** My roles in the company. */
  roles: z.array(z.string()),
  departmentId: z.number().int().nullable(),
  departmentName: z.string(),
  /** Departments I head (their orders and requests are mine to see). */
  headOf: z.array(z.number().int()),
  /** Whether company features work (已认证). */
  active: z.boolean(),
});
export type MyCompany = z.infer<typeof myCompany>;

export const companyMember = z.object({
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
  mobile: z.string(),
  roles: z.array(z.string()),
  departmentId: z.number().int().nullable(),
  departmentName: z.string(),
  /** 1 active, 0 disabled by the company's 管理员. */
  status: z.number().int(),
  subAccount: z.boolean(),
  mustChangePassword: z.boolean(),
  joinedAt: z.string(),
});
export type CompanyMember = z.infer<typeof companyMember>;

export const memberInviteBody = z.object({
  mobile: mobileSchema,
  roles,
  departmentId: id('部门').nullable().optional(),
});
export type MemberInviteBody = z.input<typeof memberInviteBody>;

export const companyInvitation = z.object({
  id: z.number().int(),
  mobile: z.string(),
  roles: z.array(z.string()),
  departmentName: z.string(),
  /** 待接受 / 已加入 / 已过期 */
  state: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type CompanyInvitation = z.infer<typeof companyInvitation>;

export const joinCompanyBody = z.object({
  code: z
    .string({ error: '请输入邀请码' })
    .trim()
    .regex(/^\d{6}$/, '邀请码为 6 位数字'),
});

export const subAccountBody = z.object({
  username: usernameSchema,
  password: z.string({ error: '请设置初始密码' }).superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  name: text('姓名', 20),
  mobile: mobileSchema,
  roles,
  departmentId: id('部门').nullable().optional(),
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
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  headUserId: z.number().int().nullable(),
  headName: z.string(),
  memberCount: z.number().int(),
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

/** One level of approvers: any one of the named members, or the requester's department head. */
export const approvalLevel = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('members'),
      userIds: z.array(id('审批人')).min(1, '请为每一级选择审批人').max(20),
    }),
    z.object({ kind: z.literal('departmentHead') }),
  ],
  { error: '审批级别不正确' },
);
export type ApprovalLevel = z.infer<typeof approvalLevel>;

export const approvalRuleBody = z.object({
  id: id('规则').optional(),
  name: text('规则名称', 30),
  enabled: z.boolean().default(true),
  /** Orders of at least this amount (yuan); null: any amount. */
  minAmount: yuanInput('金额').nullable().optional(),
  /** Only orders by these members / departments / with goods of these categories (empty: everyone / any). */
  memberIds: z.array(id('成员')).max(100).default([]),
  departmentIds: z.array(id('部门')).max(100).default([]),
  categoryIds: z.array(id('分类')).max(100).default([]),
  levels: z
    .array(approvalLevel, { error: '请至少设置一级审批人' })
    .min(1, '请至少设置一级审批人')
    .max(5, '最多 5 级审批'),
});
export type ApprovalRuleBody = z.input<typeof approvalRuleBody>;

export const approvalRule = z.object({
  id: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  minAmount: z.string().nullable(),
  memberIds: z.array(z.number().int()),
  departmentIds: z.array(z.number().int()),
  categoryIds: z.array(z.number().int()),
  levels: z.array(approvalLevel),
  /** Human words for the list: 金额 ≥ ¥5000；研发部 → 一级：张三/李四；二级：部门负责人 */
  summary: z.string(),
});
export type ApprovalRule = z.infer<typeof approvalRule>;

export const requestListBody = z.object({
  status: z.coerce
    .number()
    .int()
    .refine((v) => [1, 2, 3, 4, 5].includes(v), '申请状态不正确')
    .optional(),
  keyword: z.string().trim().max(50, '关键词过长').optional(),
  ...pageFields,
});
export type RequestListBody = z.input<typeof requestListBody>;

export const requestLine = z.object({
  skuId: z.number().int(),
  productId: z.number().int(),
  title: z.string(),
  image: z.string(),
  specValues: z.array(z.string()),
  unit: z.string(),
  price: z.string(),
  quantity: z.number().int(),
  amount: z.string(),
});

export const requestStep = z.object({
  /** 提交 / 通过 / 驳回 / 撤回 / 退回 / 下单 */
  action: z.string(),
  actorName: z.string(),
  level: z.number().int().nullable(),
  comment: z.string(),
  at: z.string(),
});

export const purchaseRequestSummary = z.object({
  requestNo: z.string(),
  status: z.number().int(),
  statusLabel: z.string(),
  requesterName: z.string(),
  departmentName: z.string(),
  amount: z.string(),
  lineCount: z.number().int(),
  firstTitle: z.string(),
  poNumber: z.string(),
  ruleName: z.string(),
  /** 1-based level waiting for a decision, of `levelCount`. */
  currentLevel: z.number().int(),
  levelCount: z.number().int(),
  orderNo: z.string().nullable(),
  /** The bidding request whose award this request holds (its lines carry the quoted prices), else null. */
  biddingNo: z.string().nullable(),
  createdAt: z.string(),
});
export type PurchaseRequestSummary = z.infer<typeof purchaseRequestSummary>;
export const purchaseRequestPage = pageOf(purchaseRequestSummary);

export const purchaseRequest = purchaseRequestSummary.extend({
  lines: z.array(requestLine),
  address: z.object({ name: z.string(), mobile: z.string(), fullAddress: z.string() }),
  invoiceTitle: z.string(),
  payMethodLabel: z.string(),
  remark: z.string(),
  /** Why it came back to the requester (price or stock changed) or the approver's comment on a rejection. */
  reason: z.string(),
  /** Each level's approvers in words (张三 / 李四; 部门负责人 王五). */
  levels: z.array(z.object({ level: z.number().int(), approvers: z.string(), decided: z.boolean() })),
  steps: z.array(requestStep),
  /** What the caller may do now. */
  canApprove: z.boolean(),
  canWithdraw: z.boolean(),
});
export type PurchaseRequest = z.infer<typeof purchaseRequest>;

export const requestDecisionBody = z.object({
  requestNos: z
    .array(
      z
        .string()
        .trim()
        .regex(/^SQ\d{8,20}$/, '申请单号不正确'),
    )
    .min(1, '请选择申请')
    .max(50, '一次最多处理 50 个申请')
    .transform((r) => [...new Set(r)]),
  comment: z.string().trim().max(200, '审批意见不能超过 200 个字').default(''),
});
export const requestNoBody = z.object({
  requestNo: z
    .string()
    .trim()
    .regex(/^SQ\d{8,20}$/, '申请单号不正确'),
});
export const approveResult = z.object({
  done: z.array(
    z.object({ requestNo: z.string(), status: z.number().int(), orderNo: z.string().nullable() }),
  ),
  failed: z.array(z.object({ requestNo: z.string(), reason: z.string() })),
});
export type ApproveResult = z.infer<typeof approveResult>;

export const budgetBody = z.object({
  id: id('预算').optional(),
  scope: z.enum(['department', 'member'], { error: '预算对象不正确' }),
  scopeId: id('预算对象'),
  period: z.enum(BUDGET_PERIODS, { error: '预算周期不正确' }),
  amount: yuanInput('预算金额'),
});
export type BudgetBody = z.input<typeof budgetBody>;

export const budget = z.object({
  id: z.number().int(),
  scope: z.enum(['department', 'member']),
  scopeId: z.number().int(),
  scopeName: z.string(),
  period: z.enum(BUDGET_PERIODS),
  periodLabel: z.string(),
  /** The current period, e.g. 2026年11月 / 2026年第4季度 / 2026年. */
  currentPeriod: z.string(),
  amount: z.string(),
  spent: z.string(),
  remaining: z.string(),
});
export type Budget = z.infer<typeof budget>;

export const overviewQuery = z.object({
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '开始日期格式不正确')
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '结束日期格式不正确')
    .optional(),
});
const spendRow = z.object({
  key: z.string(),
  label: z.string(),
  amount: z.string(),
  orders: z.number().int(),
});
export const companyOverview = z.object({
  from: z.string(),
  to: z.string(),
  total: z.string(),
  orders: z.number().int(),
  byMonth: z.array(spendRow),
  byDepartment: z.array(spendRow),
  byMember: z.array(spendRow),
  byCategory: z.array(spendRow),
});
export type CompanyOverview = z.infer<typeof companyOverview>;

// Console

export const adminCompanyListBody = z.object({
  status: z.coerce
    .number()
    .int()
    .refine((v) => [1, 2, 3, 4].includes(v), '企业状态不正确')
    .optional(),
  keyword: z.string().trim().max(50, '关键词过长').optional(),
  ...pageFields,
});
export const adminCompany = z.object({
  ...companyCore,
  adminName: z.string(),
  adminMobile: z.string(),
  memberCount: z.number().int(),
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
      amount: z.string(),
      status: z.number().int(),
      createdAt: z.string(),
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
