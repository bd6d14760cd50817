export { EmailAddressService } from './email-address.service';
export { emailAddressRoutes } from './email-address.routes';
