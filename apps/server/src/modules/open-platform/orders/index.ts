export { openOrderRoutes } from './open-order.routes';
export { OpenOrderService } from './open-order.service';
