export { CatalogueService, CATEGORY_TREE_KEY } from './catalogue.service';
export { catalogueRoutes } from './catalogue.routes';
export { brands, categories, products, skuAreaStocks, skus } from './catalogue.table';
export { productTotalStock } from './stock.sql';
export { skuCodesById, skuFirstCategories, skuIdsByCode } from './sku-facts';
