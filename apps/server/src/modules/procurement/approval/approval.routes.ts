import { approvalRule, approvalRuleBody } from '@mall/shared';
import { companyListRoutes } from '../../identity/company';
import type { App } from '../../../lib/types';
import type { ApprovalRuleService } from './approval.rules';

/** A company's approval rules, under /api/company (see schemas/company.ts). */
export function approvalRuleRoutes(app: App, deps: { rules: ApprovalRuleService }) {
  companyListRoutes(app, {
    path: '/api/company/approval-rules',
    item: approvalRule,
    body: approvalRuleBody,
    summaries: {
      list: '审批规则（管理员）',
      save: '保存审批规则（管理员）',
      remove: '删除审批规则（管理员）',
    },
    saved: '审批规则已保存',
    removed: '审批规则已删除',
    service: deps.rules,
  });
}
