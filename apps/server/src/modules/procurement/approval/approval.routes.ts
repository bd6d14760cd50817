import { z } from 'zod';
import { approvalRule, approvalRuleBody, companyIdBody } from '@mall/shared';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import type { ApprovalRuleService } from './approval.rules';

const tags = ['company'];
const security = [{ bearer: [] }];
const buyer = { onRequest: requireBuyer };

/** A company's approval rules, under /api/company (see schemas/company.ts). */
export function approvalRuleRoutes(app: App, deps: { rules: ApprovalRuleService }) {
  const { rules } = deps;
  const me = (request: Parameters<typeof currentBuyer>[0]) => currentBuyer(request).id;

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
}
