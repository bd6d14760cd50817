export { BrandService } from './brand.service';
export { brandRoutes } from './brand.routes';
