import { z } from 'zod';
import { approvalLinkDecisionBody, approvalLinkResult, approvalLinkView } from '@mall/shared';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { optionalBuyer } from '../../../plugins/auth';
import type { ApprovalLinkService } from './approval-link.service';

const params = z.object({ token: z.string().max(100) });

/**
 * The page behind a message's 同意 / 驳回 link: GET shows the request and never acts (mail scanners follow
 * links); POST decides. The token is the credential; a signed-in buyer other than its approver is refused.
 */
export function approvalLinkRoutes(app: App, deps: { links: ApprovalLinkService }) {
  app.get(
    '/api/approval-link/:token',
    {
      schema: {
        tags: ['notification'],
        summary: '审批链接：查看申请（只查看，不会审批）',
        params,
        response: okSchema(approvalLinkView),
      },
    },
    async (request) => ok(await deps.links.view(request.params.token, optionalBuyer(request)?.id ?? null)),
  );
  app.post(
    '/api/approval-link/:token',
    {
      schema: {
        tags: ['notification'],
        summary: '审批链接：确认同意或驳回（每个链接只能使用一次）',
        params,
        body: approvalLinkDecisionBody,
        response: okSchema(approvalLinkResult),
      },
    },
    async (request) => {
      const result = await deps.links.decide(
        request.params.token,
        optionalBuyer(request)?.id ?? null,
        request.body.comment,
      );
      return ok(result, `已${result.actionLabel}采购申请 ${result.requestNo}`);
    },
  );
}
