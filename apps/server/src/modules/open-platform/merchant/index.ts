export { merchantApiRoutes } from './merchant-api';
export { shopAppRoutes } from './shop-app.routes';
