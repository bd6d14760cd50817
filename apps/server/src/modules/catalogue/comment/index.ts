export { productCommentPage, summaryOfCounts } from './comment.service';
export { filterSensitive } from './comment.filter';
