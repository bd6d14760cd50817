import { commentAddBody, commentPageBody, myComment, myCommentPage, pendingCommentPage } from '@mall/shared';
import { ok } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import type { ReviewService } from './review.service';

const buyerCall = guardedRoutes(requireBuyer, 'comment');

/** Comment posting calls (/comment-posting/list), scoped to the signed-in buyer. */
export function reviewRoutes(app: App, { comments }: { comments: ReviewService }) {
  app.post(
    '/api/comment/pending/list',
    buyerCall.withBody('待评价商品（已完成订单）', commentPageBody, pendingCommentPage),
    async (request) => ok(await comments.pending(currentBuyer(request).id, request.body)),
  );
  app.post(
    '/api/comment/posted/list',
    buyerCall.withBody('已评价', commentPageBody, myCommentPage),
    async (request) => ok(await comments.posted(currentBuyer(request).id, request.body)),
  );
  app.post(
    '/api/comment/add',
    buyerCall.withBody(
      '发表评价（1–5 星，5–500 字，最多 5 张图片，可匿名；每件商品一次）',
      commentAddBody,
      myComment,
    ),
    async (request) => ok(await comments.add(currentBuyer(request).id, request.body), '评价成功'),
  );
}
