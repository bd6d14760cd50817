export { HomeService } from './home.service';
export { HomeAdminService, adminHomeRoutes } from './home.admin';
export { homeRoutes } from './home.routes';
