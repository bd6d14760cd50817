import { ownedOf } from './entry';
import type { BuyerIds } from './world-ids';

/** An entry of the buyer route table (table.ts spreads these in: no import back, no circle). */
type Entry =
  | { kind: 'owned'; req: (v: BuyerIds) => { params?: Record<string, string | number>; body?: object } }
  | { kind: 'public'; why: string }
  | { kind: 'credential'; why: string };

/** A message's 同意 / 驳回 link: its random token is the approver's credential for one decision. */
const approvalLink: Entry = {
  kind: 'credential',
  why: 'the token is a random 256-bit single-use credential bound to one approver and request; a signed-in other member is refused (approval-link.test.ts)',
};

/** A confirmation mail's link: its random token is the mailbox owner's credential for one confirmation. */
const emailConfirm: Entry = {
  kind: 'credential',
  why: 'the token is a random 256-bit single-use credential mailed to the address it confirms; a signed-in other member is refused (email-address.test.ts)',
};

/**
 * Group robots (消息通知) under `base` (a company's, a shop's): the owner's 管理员 keeps them; another owner's
 * must get 404 for them (portal-isolation.test.ts spreads the shop's in).
 */
export const robotRoutes = <V extends { notificationRobotId: number }>(base: string) => {
  const owned = ownedOf<V>();
  return {
    [`POST ${base}`]: { kind: 'public' as const, why: 'name is the new robot’s name, not an owner id' },
    [`PUT ${base}/{id}`]: owned((v) => ({
      params: { id: v.notificationRobotId },
      body: { platform: 'wecom', name: '被改写的机器人', events: [] },
    })),
    [`DELETE ${base}/{id}`]: owned((v) => ({ params: { id: v.notificationRobotId } })),
    [`POST ${base}/{id}/test`]: owned((v) => ({ params: { id: v.notificationRobotId } })),
  };
};

/** Group robots (消息通知): the company's 管理员 keeps them; buyer B's 管理员 must get 404 for A's. */
export const NOTIFICATION_ROUTES: Record<string, Entry> = {
  'GET /api/approval-link/{token}': approvalLink,
  'POST /api/approval-link/{token}': approvalLink,
  'GET /api/email-confirm/{token}': emailConfirm,
  'POST /api/email-confirm/{token}': emailConfirm,
  ...robotRoutes<BuyerIds>('/api/company/notification-robots'),
};
