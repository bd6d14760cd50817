export {
  AddressService,
  findOwnAddress,
  findUsableAddress,
  toAddress,
  toOrderAddress,
} from './address.service';
export { addressRoutes } from './address.routes';
export { addressSeeder } from './address.seed';
export * from './address.table';
