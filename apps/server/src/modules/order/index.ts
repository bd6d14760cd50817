export { OrderService } from './order.service';
export { afsDeadlineOf } from './order.view';
export {
  moveOrder,
  moveOrderByNo,
  lockOrder,
  recordHistory,
  orderMessage,
  orderLink,
  type Actor,
} from './order.lifecycle';
export { MOVES, canMove, illegalMoveMessage, type Move } from './order.graph';
export { cancelOverdueOrders, completeShippedOrders, startOrderSweeps } from './order.sweeps';
export { orderRoutes, adminOrderRoutes } from './order.routes';
export * from './order.table';
