export { CheckoutService, type CheckoutPolicy } from './checkout.service';
export { priceLines, type PricedCheckoutLine } from './checkout.lines';
export {
  mergeHooks,
  type InvoiceTitleLookup,
  type PlaceOrderDeps,
  type PlaceOrderHooks,
  type SubmitInput,
  type OrderCompanyFields,
} from './place-order';
export { checkoutRoutes } from './checkout.routes';
// 分地址配送, for purchase requests: the same ownership checks and per-province pricing as checkout's.
export { pricedSubmission, type LineAddresses } from './line-addresses';
