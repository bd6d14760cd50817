export { AdminCategoryService, type Reindex } from './category.admin';
export { AdminBrandService } from './brand.admin';
export { AdminProductService } from './product.admin';
export { CatalogueCache } from './catalogue-cache';
export { adminCategoryBrandRoutes } from './category-brand.admin.routes';
export { adminProductRoutes } from './product.admin.routes';
export { ProductImportService } from './product-import.service';
export { adminProductSheetRoutes, productSheetRoutes } from './product-sheet.routes';
export { checkRows, ImportRejected, readSheet } from './sheet-reader';
export { importOptions, readXlsxUpload, sendImport, XLSX_TYPE } from './sheet-upload';
export { draftProblems, type ProductDraft } from './product-draft';
export { loadAdminProduct } from './product-view';
export { type SkuLevel } from './sku-levels';
export {
  assignSeller,
  loadRefs,
  refProblems,
  scopeProblems,
  writeDraft,
  type SellerScope,
} from './product-writer';
