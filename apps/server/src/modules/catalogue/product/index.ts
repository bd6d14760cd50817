export { ProductService } from './product.service';
export { productRoutes } from './product.routes';
export { detailTemplate, pricedDetailText, renderPricedDetail } from './detail-overlay';
