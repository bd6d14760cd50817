export { OrderService } from './order.service';
export { afsDeadlineOf, lineGoods, lineProduct, pricedLineProduct } from './order.view';
export {
  lockOrder,
  moveOrder,
  recordHistory,
  recordPlaced,
  orderMessage,
  ORDER_AUDIT_FIELDS,
  type Actor,
  type OrderCancelHook,
  type OrderReceiveHook,
  type OrderShipHook,
  type OrderLinesShip,
  type StockChange,
} from './order.lifecycle';
export { type Move } from './order.graph';
export { defineOrderJobs } from './order.sweeps';
export { orderRoutes, adminOrderRoutes, orderHandlingRoutes } from './order.routes';
export { OrderBulkService } from './order.bulk';
export { adminOrderBulkRoutes } from './order.bulk.routes';
export { ordersOfBuyer } from './order.reads';
export {
  linesToInvoice,
  orderNoOf,
  ordersToInvoice,
  placedBy,
  setOrdersInvoiceStatus,
} from './order.invoicing';
export {
  acceptedOrders,
  companyOrderLines,
  orderBuyersOf,
  orderIdsByNos,
  orderLinesOf,
  orderNumbersOf,
  ordersWithLines,
  sellerOrderIdsSince,
  type OrderFacts,
  type MatchOrderLine,
  type OrderLineFacts,
} from './order.facts';
export { holdOrdersByNo, liftOrderHolds } from './order.hold';
