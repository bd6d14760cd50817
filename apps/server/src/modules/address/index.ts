export { AddressService, findOwnAddress, toAddress, toOrderAddress } from './address.service';
export { addressRoutes } from './address.routes';
export { addressSeeder } from './address.seed';
export * from './address.table';
