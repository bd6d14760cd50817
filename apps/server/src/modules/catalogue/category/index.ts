export { CategoryService } from './category.service';
export { categoryRoutes } from './category.routes';
