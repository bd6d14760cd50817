export { CommentService, commentSummaryOf, productCommentPage, maskUsername } from './comment.service';
export { filterSensitive } from './comment.filter';
export { commentRoutes } from './comment.routes';
