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
export { areaStocks, buyablePrices, type AreaStock, type BuyablePrice } from './buyer-batch.read';
