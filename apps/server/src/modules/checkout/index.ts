export { CheckoutService } from './checkout.service';
export {
  placeOrder,
  type InvoiceTitleLookup,
  type PlaceOrderDeps,
  type PlaceOrderHooks,
} from './place-order';
export { checkoutRoutes } from './checkout.routes';
