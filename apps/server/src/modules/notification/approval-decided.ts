import { fenToYuan } from '@mall/shared';
import { userContactsByIds } from '../identity/user';
import type { ApprovalDecided, ApprovalDecidedHook } from '../procurement/purchase-request';
import type { NotificationService } from './delivery';
import type { RobotService } from './robot';

/**
 * approval.approved / rejected / returned: the requester hears the outcome of his purchase request by mail when
 * his preferences (审批) ask for it, and the company's robots that took the event get a post; all written in
 * the decision's transaction and queued when it commits. (The in-site message stays procurement's.)
 */
export function listenApprovalDecided(
  hook: ApprovalDecidedHook,
  deps: { notifications: NotificationService; robots: RobotService },
) {
  hook.add(async (tx, e: ApprovalDecided) => {
    const event = `approval.${e.outcome}` as const;
    const users = await userContactsByIds(tx, [e.requesterId]);
    const robots = await deps.robots.subscribed(tx, { kind: 'company', id: e.companyId }, event);
    const common = {
      path: `/company/requests/detail?requestNo=${encodeURIComponent(e.requestNo)}`,
      users,
      robots,
      companyId: e.companyId,
    };
    const facts = { requestNo: e.requestNo, amount: fenToYuan(e.amountFen), by: e.by, comment: e.comment };
    const ctx = { tx, afterCommit: e.afterCommit };
    if (event === 'approval.approved')
      await deps.notifications.notify(
        { ...common, event, facts: { ...facts, orderNo: e.orderNo ?? '' } },
        ctx,
      );
    else await deps.notifications.notify({ ...common, event, facts }, ctx);
  });
}
