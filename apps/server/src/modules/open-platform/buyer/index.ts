export { OpenBuyerProducts } from './buyer-products';
export { openBuyerProductRoutes } from './buyer.routes';
