export { CheckoutService, type CheckoutPolicy } from './checkout.service';
export { priceLines, problemsOf, resolveWanted, type PricedCheckoutLine } from './checkout.lines';
export {
  mergeHooks,
  type InvoiceTitleLookup,
  type PlaceOrderDeps,
  type PlaceOrderHooks,
  type SubmitInput,
  type OrderCompanyFields,
} from './place-order';
export { checkoutRoutes } from './checkout.routes';
