export { CatalogueService, CATEGORY_TREE_KEY } from './catalogue.service';
export { catalogueRoutes } from './catalogue.routes';
export { productTotalStock } from './stock.sql';
export { skuCodesById, skuFirstCategories, skuIdsByCode } from './sku-facts';
export {
  lineSkuInArea,
  skuInAreaColumns,
  skuNamesOf,
  type SkuNames,
  skusInArea,
  type LineSkuRow,
  type SkuInAreaRow,
} from './sku-in-area';
export {
  brandIdsByName,
  brandNamesByIds,
  categoryTitlesByIds,
  levelOneCategories,
  levelOneCategoryIds,
  levelOneCategoryIdsByTitle,
} from './catalogue.reads';
export {
  productCountsBySeller,
  renameSellerOfProducts,
  sellersOfProducts,
  shelveOffSellerProducts,
} from './seller-products';
export { bestSellers, bestSellersByLevelTwo, type BestSeller } from './best-sellers';
