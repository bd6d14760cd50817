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

/**
 * A purchase request was decided: approved at its last level (its order placed), rejected by an approver, or
 * returned to the requester because the order could not be placed. Told to the requester.
 */
export type ApprovalDecided = {
  companyId: number;
  requestNo: string;
  amountFen: number;
  requesterId: number;
  outcome: 'approved' | 'rejected' | 'returned';
  /** The approver who decided (系统 for a return). */
  by: string;
  /** The approver's comment, or why it went back. */
  comment: string;
  /** The order placed (approved only). */
  orderNo: string | null;
  afterCommit: (fn: () => void) => void;
};

export const approvalDecidedHook = () => new Hook<[DbOrTx, ApprovalDecided]>('approvalDecided');
export type ApprovalDecidedHook = ReturnType<typeof approvalDecidedHook>;

/** Runs a hook for one event and gives back what to do once the transaction commits. */
export async function announce<E extends { afterCommit: (fn: () => void) => void }>(
  hook: Hook<[DbOrTx, E]> | undefined,
  tx: DbOrTx,
  event: Omit<E, 'afterCommit'>,
): Promise<() => void> {
  const after: (() => void)[] = [];
  await hook?.run(tx, { ...event, afterCommit: (fn: () => void) => void after.push(fn) } as E);
  return () => {
    for (const fn of after) fn();
  };
}
