export { ProductService } from './product.service';
export { prepareAllPages, preparePages } from './product-page.prepare';
export { defineProductPageJobs } from './product-page.jobs';
export { productRoutes } from './product.routes';
export { detailTemplate, pricedDetailBody, renderPricedDetail } from './detail-overlay';
