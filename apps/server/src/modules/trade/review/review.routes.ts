import { commentAddBody, commentPageBody, myComment, myCommentPage, pendingCommentPage } from '@mall/shared';
import { guardedRoutes } from '../../../lib/route-options';
import { routeKit } from '../../../lib/route-kit';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import type { ReviewService } from './review.service';

const buyerCall = guardedRoutes(requireBuyer, 'comment');

/** Comment posting calls (/comment-posting/list), scoped to the signed-in buyer. */
export function reviewRoutes(app: App, { comments }: { comments: ReviewService }) {
  const buyer = routeKit(app, buyerCall, (request) => currentBuyer(request).id);
  buyer.post(
    '/api/comment/pending/list',
    '待评价商品（已完成订单）',
    commentPageBody,
    pendingCommentPage,
    (id, body) => comments.pending(id, body),
  );
  buyer.post('/api/comment/posted/list', '已评价', commentPageBody, myCommentPage, (id, body) =>
    comments.posted(id, body),
  );
  buyer.post(
    '/api/comment/add',
    '发表评价（1–5 星，5–500 字，最多 5 张图片，可匿名；每件商品一次）',
    commentAddBody,
    myComment,
    (id, body) => comments.add(id, body),
    '评价成功',
  );
}
