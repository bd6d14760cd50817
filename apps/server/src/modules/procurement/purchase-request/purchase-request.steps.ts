import { sql } from 'drizzle-orm';
import { MESSAGE_TYPE } from '@mall/shared';
import { queryRows, type DbOrTx } from '../../../db/client';
import { writeMessage } from '../../content/message';
import { purchaseRequestSteps, type PurchaseRequestRow } from './purchase-request.table';

const requestLink = (requestNo: string) => `/company/requests/detail?requestNo=${requestNo}`;

/** Writes a step of the request's history. */
export async function recordStep(
  tx: DbOrTx,
  requestId: number,
  step: {
    action: string;
    actorId: number | null;
    actorName: string;
    level?: number | null;
    comment?: string;
    channel?: string;
  },
) {
  await tx.insert(purchaseRequestSteps).values({
    requestId,
    action: step.action,
    actorId: step.actorId,
    actorName: step.actorName,
    level: step.level ?? null,
    comment: step.comment ?? '',
    channel: step.channel ?? '',
  });
}

/** A member's display name. */
export async function nameOf(db: DbOrTx, userId: number): Promise<string> {
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`select coalesce(nullif(name, ''), username) as name from users where id = ${userId}`,
  );
  return row?.name ?? '';
}

/** Messages each user (system message now) and returns their mobiles (a withdrawal's SMS after commit). */
export async function tellUsers(
  tx: DbOrTx,
  userIds: readonly number[],
  row: Pick<PurchaseRequestRow, 'requestNo'>,
  title: string,
  content: string,
): Promise<string[]> {
  for (const userId of new Set(userIds))
    await writeMessage(tx, {
      userId,
      type: MESSAGE_TYPE.APPROVAL,
      title,
      content,
      link: requestLink(row.requestNo),
    });
  if (!userIds.length) return [];
  const rows = await queryRows<{ mobile: string }>(
    tx,
    sql`select mobile from users where id = any(${sql.param([...new Set(userIds)])}::bigint[])`,
  );
  return rows.map((r) => r.mobile);
}
