import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  fenToYuan,
  type CommentList,
  type CommentSummary,
  type commentAddBody,
  type MyComment,
  type MyCommentPage,
  type PendingCommentPage,
} from '@mall/shared';
import type { z } from 'zod';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import { orderLines, orders, type OrderLineRow } from '../../trade/order';
import { users } from '../../identity/user';
import { filterSensitive } from './comment.filter';
import { comments, type CommentRow } from './comment.table';

type AddInput = z.output<typeof commentAddBody>;
type Page = { pageNum: number; pageSize: number };

/** d***o: first and last character of the username. */
const maskUsername = (name: string) =>
  name.length <= 1 ? `${name}***` : `${name[0]}***${name[name.length - 1]}`;

function lineProduct(line: OrderLineRow, orderNo: string, completedAt: Date | null) {
  return {
    orderNo,
    orderLineId: line.id,
    skuId: line.skuId,
    productId: line.productId,
    title: line.title,
    image: line.image,
    specValues: line.specValues,
    unit: line.unit,
    price: fenToYuan(line.priceFen),
    quantity: line.quantity,
    completedAt: completedAt?.toISOString() ?? null,
  };
}

function toMine(c: CommentRow, line: OrderLineRow, orderNo: string, completedAt: Date | null): MyComment {
  return {
    ...lineProduct(line, orderNo, completedAt),
    id: c.id,
    rating: c.rating,
    content: c.content,
    photos: c.photos,
    anonymous: c.anonymous ? 1 : 0,
    filtered: c.filtered,
    createdAt: c.createdAt.toISOString(),
  };
}

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
  const [rows, [total], summary] = await Promise.all([
    db
      .select({ c: comments, username: users.username })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(body.pageSize)
      .offset((body.pageNum - 1) * body.pageSize),
    db.select({ n: count() }).from(comments).where(where),
    commentSummaryOf(db, body.productId),
  ]);
  return {
    list: rows.map(({ c, username }) => ({
      id: c.id,
      username: c.anonymous ? '匿名用户' : maskUsername(username),
      rating: c.rating,
      content: c.content,
      specText: c.specText,
      images: c.photos,
      createTime: c.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    pageNum: body.pageNum,
    pageSize: body.pageSize,
    summary,
  };
}

/** Comment posting: lines awaiting a comment, posted comments, and posting one per order line. */
export class CommentService {
  constructor(
    private readonly db: Db,
    private readonly photoExists: (url: string) => Promise<boolean>,
    /** Told after a comment lands (the product page's cached rating must change at once). */
    private readonly onPosted: (productId: number) => Promise<void> = async () => {},
  ) {}

  /** Lines of the buyer's completed orders with no comment yet, newest order first. */
  async pending(userId: number, page: Page): Promise<PendingCommentPage> {
    const where = and(
      eq(orders.userId, userId),
      eq(orders.status, 5),
      sql`not exists (select 1 from comments c where c.order_line_id = ${orderLines.id})`,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ line: orderLines, orderNo: orders.orderNo, completedAt: orders.completedAt })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(where)
        .orderBy(desc(orders.completedAt), desc(orderLines.id))
        .limit(page.pageSize)
        .offset((page.pageNum - 1) * page.pageSize),
      this.db
        .select({ n: count() })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(where),
    ]);
    return {
      list: rows.map((r) => lineProduct(r.line, r.orderNo, r.completedAt)),
      total: total?.n ?? 0,
      pageNum: page.pageNum,
      pageSize: page.pageSize,
    };
  }

  /** The buyer's posted comments, newest first. */
  async posted(userId: number, page: Page): Promise<MyCommentPage> {
    const where = eq(comments.userId, userId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ c: comments, line: orderLines, orderNo: orders.orderNo, completedAt: orders.completedAt })
        .from(comments)
        .innerJoin(orderLines, eq(orderLines.id, comments.orderLineId))
        .innerJoin(orders, eq(orders.id, comments.orderId))
        .where(where)
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .limit(page.pageSize)
        .offset((page.pageNum - 1) * page.pageSize),
      this.db.select({ n: count() }).from(comments).where(where),
    ]);
    return {
      list: rows.map((r) => toMine(r.c, r.line, r.orderNo, r.completedAt)),
      total: total?.n ?? 0,
      pageNum: page.pageNum,
      pageSize: page.pageSize,
    };
  }

  /**
   * Posts the comment of one line of a completed order of the buyer: sensitive words replaced, photos must
   * be stored uploads, a second comment on the line → 409 (unique index, so concurrent posts too).
   */
  async add(userId: number, input: AddInput): Promise<MyComment> {
    const [found] = await this.db
      .select({
        line: orderLines,
        orderNo: orders.orderNo,
        status: orders.status,
        completedAt: orders.completedAt,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orderLines.id, input.orderLineId), eq(orders.userId, userId)));
    if (!found) throw notFound('订单商品不存在');
    if (found.status !== 5) throw conflict('订单完成后才能评价');
    for (const url of input.photos)
      if (!(await this.photoExists(url))) throw badRequest('图片不存在，请重新上传');
    const { text, filtered } = filterSensitive(input.content);
    const [row] = await this.db
      .insert(comments)
      .values({
        userId,
        orderId: found.line.orderId,
        orderLineId: found.line.id,
        productId: found.line.productId,
        skuId: found.line.skuId,
        rating: input.rating,
        content: text,
        filtered,
        photos: input.photos,
        anonymous: input.anonymous === 1,
        specText: found.line.specValues.join(' ').slice(0, 200),
      })
      .onConflictDoNothing({ target: comments.orderLineId })
      .returning();
    if (!row) throw conflict('该商品已评价，每件商品只能评价一次');
    await this.onPosted(row.productId);
    return toMine(row, found.line, found.orderNo, found.completedAt);
  }
}
