import type { DbOrTx } from '../../../db/client';
import { Hook } from '../../../lib/hook';

/**
 * A purchase request waits for a level's approvers (submitted, or passed on by the level before). Listeners
 * (the notification domain) run inside the request's transaction; what must wait for its commit (queueing
 * deliveries) goes to `afterCommit`.
 */
export type ApprovalWaiting = {
  companyId: number;
  requestNo: string;
  amountFen: number;
  ruleName: string;
  requesterName: string;
  /** The level now waiting (1 = 一级). */
  level: number;
  approverIds: readonly number[];
  afterCommit: (fn: () => void) => void;
};

export const approvalWaitingHook = () => new Hook<[DbOrTx, ApprovalWaiting]>('approvalWaiting');
export type ApprovalWaitingHook = ReturnType<typeof approvalWaitingHook>;

/** Runs the hook for one waiting level and gives back what to do once the transaction commits. */
export async function announceWaiting(
  hook: ApprovalWaitingHook | undefined,
  tx: DbOrTx,
  event: Omit<ApprovalWaiting, 'afterCommit'>,
): Promise<() => void> {
  const after: (() => void)[] = [];
  await hook?.run(tx, { ...event, afterCommit: (fn) => void after.push(fn) });
  return () => {
    for (const fn of after) fn();
  };
}
