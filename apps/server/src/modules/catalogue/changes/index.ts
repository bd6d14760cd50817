export {
  buyableSkuFacts,
  latestChange,
  poolSkus,
  skuChangesSince,
  type PoolSku,
  type SkuChange,
  type SkuFacts,
} from './changes.read';
export { sellerProductsChanged, type SellerProductChange } from './seller-changes.read';
export { BuyerBatchReads, type AreaStock, type BuyablePrice } from './buyer-batch.read';
export { SkuFactsCopy, type SkuFact } from './sku-facts.copy';
