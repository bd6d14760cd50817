export { CommentService, commentSummaryOf, productCommentPage } from './comment.service';
export { commentRoutes } from './comment.routes';
