export { CommentService, productCommentPage, summaryOfCounts } from './comment.service';
export { commentRoutes } from './comment.routes';
