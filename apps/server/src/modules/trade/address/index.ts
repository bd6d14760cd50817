export { AddressService, findUsableAddress, toAddress, toOrderAddress } from './address.service';
export { addressRoutes } from './address.routes';
export { addressCountOf } from './address.reads';
export { defaultAddressProvince, findOrAddAddress } from './address.facts';
