import type { BuyerIds } from './world-ids';

/** An entry of the buyer route table (table.ts spreads these in: no import back, no circle). */
type Entry =
  | { kind: 'owned'; req: (v: BuyerIds) => { params?: Record<string, string | number> } }
  | { kind: 'public'; why: string };

/** Group robots (消息通知): the company's 管理员 keeps them; buyer B's 管理员 must get 404 for A's. */
export const NOTIFICATION_ROUTES: Record<string, Entry> = {
  'POST /api/company/notification-robots': {
    kind: 'public',
    why: 'name is the new robot’s name, not an owner id',
  },
  'DELETE /api/company/notification-robots/{id}': {
    kind: 'owned',
    req: (v) => ({ params: { id: v.notificationRobotId } }),
  },
  'POST /api/company/notification-robots/{id}/test': {
    kind: 'owned',
    req: (v) => ({ params: { id: v.notificationRobotId } }),
  },
};
