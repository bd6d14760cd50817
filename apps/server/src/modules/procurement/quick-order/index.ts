export { QuickOrderService } from './quick-order.service';
export { quickOrderRoutes } from './quick-order.routes';
export { areaTitleOf, buyerAreaOf } from './buyer-area';
