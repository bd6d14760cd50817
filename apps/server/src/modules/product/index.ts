export { ProductService } from './product.service';
export { productRoutes } from './product.routes';
