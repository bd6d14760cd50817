export {
  PRICE_TAG,
  resolveCheckoutPrices,
  resolvedPrice,
  resolvePrices,
  shownPrice,
  tiersOf,
  unitPrices,
  type CheckoutPricing,
  type PriceRequest,
  type PriceSource,
  type ResolvedPrice,
  type Tier,
} from './price-resolver';
export { detailProductIds, fenOf, lowestByProduct, overlayCards, priceDetail, yuanOf } from './price-overlay';
export {
  barePriceSlot,
  cardSlot,
  priceSlot,
  splicedBytes,
  splicedCards,
  spliceCut,
  sendSpliced,
  cutAtSlots,
  isMarked,
  type CardSlot,
  type PriceCut,
  type PriceSlot,
  type SpliceCut,
  type SplicedAnswer,
} from './price-slots';
export { compressSpliced } from './spliced-deflate';
export { PricingMemo, type MemoAgreement, type PricingCaller, type PricingChange } from './pricing-memo';
export { PricingAdminService } from './pricing.admin';
export { PoolAdminService } from './pool.admin';
export { adminPricingRoutes } from './pricing.admin.routes';
export { hiddenByPool, hiddenProducts, POOL_MSG } from './product-pool';
