import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { newestFirstPage } from '../../../lib/newest-page';
import { comments, type CommentRow } from './comment.table';

// A buyer's own comments (trade's reviews of received order lines post and list them).

/** A posted comment as the buyer sees it. */
export type BuyerComment = CommentRow;

/** One page of a buyer's comments, newest first, and how many there are. */
export async function commentsOfBuyer(
  db: Db,
  userId: number,
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: BuyerComment[]; total: number }> {
  const where = eq(comments.userId, userId);
  return newestFirstPage(db, comments, where, page);
}

/** Posts a comment of an order line; undefined when the line has one already (unique index, so concurrent posts too). */
export async function postComment(
  db: DbOrTx,
  values: typeof comments.$inferInsert,
): Promise<BuyerComment | undefined> {
  const [row] = await db
    .insert(comments)
    .values(values)
    .onConflictDoNothing({ target: comments.orderLineId })
    .returning();
  return row;
}
