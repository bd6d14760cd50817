import { commentAddBody, commentPageBody, myComment, myCommentPage, pendingCommentPage } from '@mall/shared';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import type { ReviewService } from './review.service';

const security = [{ bearer: [] }];

/** Comment posting calls (/comment-posting/list), scoped to the signed-in buyer. */
export function reviewRoutes(app: App, deps: { comments: ReviewService }) {
  const { comments } = deps;
  const tags = ['comment'];
  app.post(
    '/api/comment/pending/list',
    {
      onRequest: requireBuyer,
      schema: {
        tags,
        security,
        summary: '待评价商品（已完成订单）',
        body: commentPageBody,
        response: okSchema(pendingCommentPage),
      },
    },
    async (request) => ok(await comments.pending(currentBuyer(request).id, request.body)),
  );
  app.post(
    '/api/comment/posted/list',
    {
      onRequest: requireBuyer,
      schema: { tags, security, summary: '已评价', body: commentPageBody, response: okSchema(myCommentPage) },
    },
    async (request) => ok(await comments.posted(currentBuyer(request).id, request.body)),
  );
  app.post(
    '/api/comment/add',
    {
      onRequest: requireBuyer,
      schema: {
        tags,
        security,
        summary: '发表评价（1–5 星，5–500 字，最多 5 张图片，可匿名；每件商品一次）',
        body: commentAddBody,
        response: okSchema(myComment),
      },
    },
    async (request) => ok(await comments.add(currentBuyer(request).id, request.body), '评价成功'),
  );
}
