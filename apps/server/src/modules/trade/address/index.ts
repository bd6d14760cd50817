export { AddressService, findUsableAddress, toAddress, toOrderAddress } from './address.service';
export { addressRoutes } from './address.routes';
export { addresses } from './address.table';
