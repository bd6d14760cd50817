export { PgSearchEngine, PRICE_BANDS } from './search-engine';
export type { SearchEngine, SearchHits, SearchRequest } from './search-engine';
export { ProductSearchService, areaFilter } from './search.service';
export { loadProductCards, titleParts } from './product-cards';
export { searchRoutes } from './search.routes';
export { searchSeeder } from './search.seed';
export { normalizeText, normalizeModel } from './analyzer';
export * from './search.table';
