export { normalisePartNumber } from './normalise';
export { partNumberRows, skusByPartNumber, type PartNumberHit } from './part-number.reads';
export { PartNumberService, type PartNumberScope } from './part-number.service';
export { adminPartNumberRoutes, partNumberRoutes } from './part-number.routes';
