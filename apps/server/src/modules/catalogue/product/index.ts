export { ProductService } from './product.service';
export { productRoutes } from './product.routes';
export { detailTemplate, pricedDetailBody, renderPricedDetail } from './detail-overlay';
