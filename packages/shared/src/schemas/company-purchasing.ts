import { z } from 'zod';
import { pageOf } from '../envelope';
import {
  DAY_PATTERN,
  buyerPaging,
  coded,
  labelledId as id,
  lineGoods,
  lineTotal,
  requiredText as text,
  statusFilter,
  yuanInput,
} from './fields';
import { orderAddress } from './order';
import { count, dbId, isoTime, yuan } from './scalars';

/*
 * Wire contract of company purchasing (the procurement side of a company account): approval rules turn a
 * checkout into a purchase request (采购申请); budgets cap what a department or member spends per period; the
 * overview sums the company's spending. Paths are listed in company.ts. Money on the wire is a yuan string.
 */

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
  id: dbId,
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
  status: statusFilter([1, 2, 3, 4, 5], '申请状态不正确').optional(),
  keyword: z.string().trim().max(50, '关键词过长').optional(),
  ...buyerPaging,
});
export type RequestListBody = z.input<typeof requestListBody>;

export const requestLine = z.object({
  ...lineGoods,
  ...lineTotal,
  /** 分地址配送: where this line goes when that is not the request's address; absent when it goes there. */
  deliveryAddress: orderAddress.optional(),
});

export const requestStep = z.object({
  /** 提交 / 通过 / 驳回 / 撤回 / 退回 / 下单 */
  action: z.string(),
  actorName: z.string(),
  level: z.number().int().nullable(),
  comment: z.string(),
  /** Where the decision was made when not on the site: 邮件审批, 企业微信审批 … (else empty). */
  channel: z.string(),
  at: isoTime,
});

export const purchaseRequestSummary = z.object({
  requestNo: z.string(),
  ...coded('status'),
  requesterName: z.string(),
  departmentName: z.string(),
  amount: yuan,
  lineCount: count,
  firstTitle: z.string(),
  poNumber: z.string(),
  ruleName: z.string(),
  /** 1-based level waiting for a decision, of `levelCount`. */
  currentLevel: z.number().int(),
  levelCount: count,
  orderNo: z.string().nullable(),
  /** The bidding request whose award this request holds (its lines carry the quoted prices), else null. */
  biddingNo: z.string().nullable(),
  createdAt: isoTime,
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

/** 申请单号 as a caller sends it. */
const requestNoField = z
  .string()
  .trim()
  .regex(/^SQ\d{8,20}$/, '申请单号不正确');

export const requestDecisionBody = z.object({
  requestNos: z
    .array(requestNoField)
    .min(1, '请选择申请')
    .max(50, '一次最多处理 50 个申请')
    .transform((r) => [...new Set(r)]),
  comment: z.string().trim().max(200, '审批意见不能超过 200 个字').default(''),
});
export const requestNoBody = z.object({ requestNo: requestNoField });
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
  id: dbId,
  scope: z.enum(['department', 'member']),
  scopeId: dbId,
  scopeName: z.string(),
  period: z.enum(BUDGET_PERIODS),
  periodLabel: z.string(),
  /** The current period, e.g. 2026年11月 / 2026年第4季度 / 2026年. */
  currentPeriod: z.string(),
  amount: yuan,
  spent: yuan,
  remaining: yuan,
});
export type Budget = z.infer<typeof budget>;

export const overviewQuery = z.object({
  from: z.string().regex(DAY_PATTERN, '开始日期格式不正确').optional(),
  to: z.string().regex(DAY_PATTERN, '结束日期格式不正确').optional(),
});
const spendRow = z.object({
  key: z.string(),
  label: z.string(),
  amount: yuan,
  orders: z.number().int(),
});
export const companyOverview = z.object({
  from: z.string(),
  to: z.string(),
  total: yuan,
  orders: z.number().int(),
  byMonth: z.array(spendRow),
  byDepartment: z.array(spendRow),
  byMember: z.array(spendRow),
  byCategory: z.array(spendRow),
});
export type CompanyOverview = z.infer<typeof companyOverview>;
