export { AfsService } from './afs.buyer';
export { type AfsDeps, type AfsExchangeShipHook } from './afs.core';
export { AfsAdmin } from './afs.admin';
export { type AfsMove } from './afs.graph';
export { afsRoutes } from './afs.routes';
export { adminAfsRoutes, afsHandlingRoutes } from './afs.admin.routes';
export { refundsByLine, ordersWithOpenRefunds, type LineRefund } from './afs.queries';
export { afsOfBuyer } from './afs.reads';
export { openAfsRequest, type OpenAfsInput } from './afs.open';
