export {
  areaStocks,
  buyableListPrices,
  buyableSkuFacts,
  latestChange,
  poolSkus,
  skuChangesSince,
  type AreaStock,
  type PoolSku,
  type SkuChange,
  type SkuFacts,
} from './changes.read';
