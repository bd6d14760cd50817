export { AdminCategoryService, type Reindex } from './admin-category.service';
export { AdminBrandService, brandInitial } from './admin-brand.service';
export { AdminProductService } from './admin-product.service';
export { CatalogueCache } from './catalogue-cache';
export { adminCategoryBrandRoutes } from './catalogue-admin.routes';
export { adminProductRoutes } from './product-admin.routes';
export { ProductImportService } from './product-import.service';
export { adminProductSheetRoutes } from './product-sheet.routes';
