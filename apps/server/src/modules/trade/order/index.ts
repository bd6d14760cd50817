export { OrderService } from './order.service';
export { afsDeadlineOf } from './order.view';
export {
  moveOrder,
  moveOrderByNo,
  moveProblem,
  lockOrder,
  recordHistory,
  recordPlaced,
  orderMessage,
  orderLink,
  ORDER_AUDIT_FIELDS,
  type Actor,
  type StockChange,
} from './order.lifecycle';
export { orderGraph, type Move } from './order.graph';
export { cancelOverdueOrders, completeShippedOrders, defineOrderJobs } from './order.sweeps';
export { orderRoutes, adminOrderRoutes, orderHandlingRoutes } from './order.routes';
export {
  type OrderInvoiceSnapshot,
  type OrderLineRow,
  orderLines,
  type OrderRow,
  orders,
} from './order.table';
export { OrderBulkService } from './order.bulk';
export { adminOrderBulkRoutes } from './order.bulk.routes';
export { buildShipTemplate, readShipSheet } from './order.ship-sheet';
export { toListItem, toDetail } from './order.view';
