export { openOrderRoutes } from './open-order.routes';
export { OpenOrderService } from './open-order.service';
export { shipmentAndLines, shipmentAndLinesOf, sinceQuery } from './open-order.view';
export { TEST_ORDER_EVENT } from './open-test-order';
