export { CheckoutService } from './checkout.service';
export { placeOrder, type InvoiceTitleLookup, type PlaceOrderDeps } from './place-order';
export { checkoutRoutes } from './checkout.routes';
