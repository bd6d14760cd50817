export { PgSearchEngine } from './search-engine';
export type { CountedFacets, FacetMemo, SearchEngine, SearchHits, SearchRequest } from './search-engine';
export type { KeywordMatch } from './batch-match';
export { ProductSearchService } from './search.service';
export { cardColumns, cardOf, loadProductCards, type CardRow } from './product-cards';
export { searchRoutes } from './search.routes';
export { SearchCache } from './search-cache';
export { SearchIndex } from './search-index';
export { normalizeModel } from './analyzer';
