import { z } from 'zod';
import { approvalRule, approvalRuleBody, companyIdBody } from '@mall/shared';
import { ok } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import type { ApprovalRuleService } from './approval.rules';

const buyerCall = guardedRoutes(requireBuyer, 'company');

/** A company's approval rules, under /api/company (see schemas/company.ts). */
export function approvalRuleRoutes(app: App, deps: { rules: ApprovalRuleService }) {
  const { rules } = deps;
  const me = (request: Parameters<typeof currentBuyer>[0]) => currentBuyer(request).id;

  app.get(
    '/api/company/approval-rules',
    buyerCall.noBody('审批规则（管理员）', z.array(approvalRule)),
    async (request) => ok(await rules.list(me(request))),
  );
  app.post(
    '/api/company/approval-rules/save',
    buyerCall.withBody('保存审批规则（管理员）', approvalRuleBody, approvalRule),
    async (request) => ok(await rules.save(me(request), request.body), '审批规则已保存'),
  );
  app.post(
    '/api/company/approval-rules/delete',
    buyerCall.withBody('删除审批规则（管理员）', companyIdBody, z.null()),
    async (request) => {
      await rules.remove(me(request), request.body.id);
      return ok(null, '审批规则已删除');
    },
  );
}
