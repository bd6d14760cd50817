export { HomeService, PROMOTION_SIZE, HOME_FLOORS_SETTING } from './home.service';
export { HomeAdminService, adminHomeRoutes, floorCacheKeys } from './home.admin';
export { homeRoutes } from './home.routes';
