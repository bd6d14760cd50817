export { AfsService, RETURN_ADDRESS, afsLink, type AfsDeps } from './afs.service';
export { afsGraph, type AfsMove } from './afs.graph';
export { afsRoutes, adminAfsRoutes, afsHandlingRoutes } from './afs.routes';
export { refundsByLine, ordersWithOpenRefunds, type LineRefund } from './afs.queries';
export { afsRequests } from './afs.table';
