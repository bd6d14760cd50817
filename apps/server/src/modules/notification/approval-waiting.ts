import { fenToYuan } from '@mall/shared';
import { userEmailsByIds } from '../identity/user';
import { levelWord } from '../procurement/approval';
import type { ApprovalWaiting, ApprovalWaitingHook } from '../procurement/purchase-request';
import type { NotificationService } from './delivery';
import type { RobotService } from './robot';

/**
 * approval.waiting: a purchase request waits for a level's approvers. Each approver with an e-mail address
 * on record gets a mail, and the company's robots that took the event get a post; all in the request's
 * transaction, queued when it commits. (The in-site message and the SMS stay procurement's.)
 */
export function listenApprovalWaiting(
  hook: ApprovalWaitingHook,
  deps: { notifications: NotificationService; robots: RobotService },
) {
  hook.add(async (tx, e: ApprovalWaiting) => {
    const users = await userEmailsByIds(tx, e.approverIds);
    const robots = await deps.robots.subscribed(tx, { kind: 'company', id: e.companyId }, 'approval.waiting');
    await deps.notifications.notify(
      {
        event: 'approval.waiting',
        facts: {
          requestNo: e.requestNo,
          requesterName: e.requesterName,
          amount: fenToYuan(e.amountFen),
          ruleName: e.ruleName,
          level: levelWord(e.level),
        },
        path: `/company/requests/detail?requestNo=${encodeURIComponent(e.requestNo)}`,
        users,
        robots,
      },
      { tx, afterCommit: e.afterCommit },
    );
  });
}
