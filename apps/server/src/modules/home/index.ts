export { HomeService, PROMOTION_SIZE } from './home.service';
export { homeRoutes } from './home.routes';
