export { ShipmentService, orderShipments } from './shipment.service';
export { receiverOrder } from './shipment.access';
export { shipRemaining, shipSheetLines, refuseCancelWhenShipped } from './shipment.core';
export { shipmentHandlingRoutes, buyerShipmentRoutes } from './shipment.routes';
export { shipReplacement } from './shipment.replacement';
export { shipmentInvoiceRoutes } from './shipment.invoice';
