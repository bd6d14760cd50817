// The fulfilment domain's front door.
export { fulfilmentDomain } from './fulfilment.plugin';
export { shipmentHandlingRoutes } from './shipment';
