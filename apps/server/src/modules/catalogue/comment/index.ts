export { productCommentPage, summaryOfCounts } from './comment.service';
export { filterSensitive } from './comment.filter';
export { commentsOfBuyer, postComment, type BuyerComment } from './comment.buyer';
