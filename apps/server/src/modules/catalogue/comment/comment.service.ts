import { and, eq, sql } from 'drizzle-orm';
import type { CommentList, CommentSummary } from '@mall/shared';
import { queryRows, type DbOrTx } from '../../../db/client';
import { newestFirstPage } from '../../../lib/newest-page';
import { usernamesByIds } from '../../identity/user';
import { comments } from './comment.table';

/** d***o: first and last character of the username. */
const maskUsername = (name: string) =>
  name.length <= 1 ? `${name}***` : `${name[0]}***${name[name.length - 1]}`;

/** Average, good rate and counts by rating of a product's comments (the product page's summary). */
async function commentSummaryOf(db: DbOrTx, productId: number): Promise<CommentSummary> {
  return summaryOfCounts(
    await queryRows<{ rating: number; n: number }>(
      db,
      sql`select rating, count(*)::int as n from comments where product_id = ${productId} group by rating`,
    ),
  );
}

/** The summary of a product's comment counts per rating (rows of `rating, count(*)`). */
export function summaryOfCounts(rows: readonly { rating: number; n: number }[]): CommentSummary {
  const by = new Map(rows.map((r) => [Number(r.rating), Number(r.n)]));
  const total = rows.reduce((n, r) => n + Number(r.n), 0);
  const sum = rows.reduce((n, r) => n + Number(r.rating) * Number(r.n), 0);
  const good = (by.get(4) ?? 0) + (by.get(5) ?? 0);
  return {
    total,
    // One decimal, rounded half up, from integers (no float drift): sum × 10 / total.
    average: total ? (Math.floor((sum * 20 + total) / (2 * total)) / 10).toFixed(1) : '0.0',
    goodRate: total ? Math.round((good * 100) / total) : 0,
    byRating: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: by.get(rating) ?? 0 })),
  };
}

/** One page of a product's comments, newest first (anonymous ones as 匿名用户), with the summary. */
export async function productCommentPage(
  db: DbOrTx,
  body: { productId: number; rating?: number; pageNum: number; pageSize: number },
): Promise<CommentList> {
  const where = and(
    eq(comments.productId, body.productId),
    body.rating ? eq(comments.rating, body.rating) : undefined,
  );
  const [{ rows, total }, summary] = await Promise.all([
    newestFirstPage(db, comments, where, body),
    commentSummaryOf(db, body.productId),
  ]);
  const names = await usernamesByIds(
    db,
    rows.map((c) => c.userId),
  );
  // A comment whose buyer has no account is left out, as the join with users did.
  const shown = rows.flatMap((c) => {
    const username = names.get(c.userId);
    return username === undefined ? [] : [{ c, username }];
  });
  return {
    list: shown.map(({ c, username }) => ({
      id: c.id,
      username: c.anonymous ? '匿名用户' : maskUsername(username),
      rating: c.rating,
      content: c.content,
      specText: c.specText,
      images: c.photos,
      createTime: c.createdAt.toISOString(),
    })),
    total,
    pageNum: body.pageNum,
    pageSize: body.pageSize,
    summary,
  };
}
