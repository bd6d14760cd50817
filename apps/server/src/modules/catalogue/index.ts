export { CatalogueService, productAreaCondition } from './catalogue.service';
export { catalogueRoutes } from './catalogue.routes';
export * from './catalogue.table';
