export { ShipmentService } from './shipment.service';
export { shipRemaining, refuseCancelWhenShipped } from './shipment.core';
export { shipmentHandlingRoutes, buyerShipmentRoutes } from './shipment.routes';
