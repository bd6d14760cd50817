export {
  agreementPricesFor,
  chinaDate,
  pickPrice,
  PRICE_TAG,
  resolveCheckoutPrices,
  resolvePrices,
  shownPrice,
  tierFor,
  tiersOf,
  type CheckoutPricing,
  type PriceRequest,
  type PriceSource,
  type ResolvedPrice,
  type Tier,
} from './price-resolver';
export { detailProductIds, fenOf, overlayCards, overlayDetail, priceDetail, yuanOf } from './price-overlay';
export { PricingMemo, type MemoAgreement, type PricingCaller, type PricingChange } from './pricing-memo';
export { PricingAdminService } from './pricing.admin';
export { PoolAdminService } from './pool.admin';
export { adminPricingRoutes } from './pricing.admin.routes';
export { hiddenByPool, hiddenProducts, outsidePool, poolCompanyOf, POOL_MSG } from './product-pool';
