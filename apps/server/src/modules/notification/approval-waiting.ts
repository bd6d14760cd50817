import { fenToYuan } from '@mall/shared';
import { userContactsByIds, usernamesByIds } from '../identity/user';
import { levelWord } from '../procurement/approval';
import type { ApprovalWaiting, ApprovalWaitingHook } from '../procurement/purchase-request';
import type { ApprovalLinkService } from './approval-link';
import type { NotificationService } from './delivery';
import type { RobotService } from './robot';

/**
 * approval.waiting: a purchase request waits for a level's approvers. Each approver whose preferences ask
 * for it gets a mail with his own 同意 / 驳回 links, and the company's robots that took the event get a post
 * with each approver's links (which ask for his sign-in: the group sees them); all in the request's
 * transaction, queued when it commits. (The in-site message stays procurement's; the 短信 is the service's.)
 */
export function listenApprovalWaiting(
  hook: ApprovalWaitingHook,
  deps: { notifications: NotificationService; robots: RobotService; links: ApprovalLinkService },
) {
  hook.add(async (tx, e: ApprovalWaiting) => {
    const users = await userContactsByIds(tx, e.approverIds);
    const robots = await deps.robots.subscribed(tx, { kind: 'company', id: e.companyId }, 'approval.waiting');
    const names = robots.length ? await usernamesByIds(tx, e.approverIds) : new Map<number, string>();
    const link = { companyId: e.companyId, requestNo: e.requestNo, level: e.level };
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
        companyId: e.companyId,
        actions: async (to) => {
          if ('userId' in to) {
            const urls = await deps.links.issue(tx, { ...link, userId: to.userId, channel: 'email' });
            return [
              { label: '同意', url: urls.approve },
              { label: '驳回', url: urls.reject },
            ];
          }
          const actions = [];
          for (const userId of new Set(e.approverIds)) {
            const urls = await deps.links.issue(tx, { ...link, userId, channel: to.robot.platform });
            const who = names.get(userId) ?? '';
            actions.push(
              { label: `${who} 同意`, url: urls.approve },
              { label: `${who} 驳回`, url: urls.reject },
            );
          }
          return actions;
        },
      },
      { tx, afterCommit: e.afterCommit },
    );
  });
}
