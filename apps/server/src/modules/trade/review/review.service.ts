import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  type commentAddBody,
  type MyComment,
  type MyCommentPage,
  type PendingCommentPage,
} from '@mall/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import { commentsOfBuyer, filterSensitive, postComment, type BuyerComment } from '../../catalogue/comment';
import { pricedLineProduct } from '../order';
import { orderLines, orders, type OrderLineRow } from '../order/order.table';

type AddInput = z.output<typeof commentAddBody>;
type Page = { pageNum: number; pageSize: number };

function lineProduct(line: OrderLineRow, orderNo: string, completedAt: Date | null) {
  return {
    orderNo,
    orderLineId: line.id,
    ...pricedLineProduct(line),
    quantity: line.quantity,
    completedAt: completedAt?.toISOString() ?? null,
  };
}

function toMine(c: BuyerComment, line: OrderLineRow, orderNo: string, completedAt: Date | null): MyComment {
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

/**
 * Reviews of what a buyer received (评价): the lines of his completed orders awaiting a comment, his posted
 * comments, and posting one per order line. Trade owns it because a review is of an order line; the comments
 * themselves are the catalogue's (the product page shows them).
 */
export class ReviewService {
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
    const { rows, total } = await commentsOfBuyer(this.db, userId, page);
    const lines = rows.length
      ? await this.db
          .select({ line: orderLines, orderNo: orders.orderNo, completedAt: orders.completedAt })
          .from(orderLines)
          .innerJoin(orders, eq(orders.id, orderLines.orderId))
          .where(
            inArray(
              orderLines.id,
              rows.map((c) => c.orderLineId),
            ),
          )
      : [];
    const byLine = new Map(lines.map((l) => [l.line.id, l]));
    return {
      list: rows.flatMap((c) => {
        const l = byLine.get(c.orderLineId);
        return l ? [toMine(c, l.line, l.orderNo, l.completedAt)] : [];
      }),
      total,
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
    const row = await postComment(this.db, {
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
    });
    if (!row) throw conflict('该商品已评价，每件商品只能评价一次');
    await this.onPosted(row.productId);
    return toMine(row, found.line, found.orderNo, found.completedAt);
  }
}
