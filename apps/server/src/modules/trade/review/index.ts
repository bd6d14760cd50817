export { ReviewService } from './review.service';
export { reviewRoutes } from './review.routes';
