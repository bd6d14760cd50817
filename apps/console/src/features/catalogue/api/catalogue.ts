import { useQuery } from '@tanstack/react-query';
import type {
  AdminBrand,
  AdminBrandListBody,
  AdminBrandSaveBody,
  AdminCategoryNode,
  AdminCategoryReorderBody,
  AdminCategorySaveBody,
  AdminProduct,
  AdminProductListBody,
  AdminProductListItem,
  AdminProductSaveBody,
  AdminShelfBody,
  Page,
  ProductImportResult,
} from '@mall/shared';
import { downloadFile, uploadFile } from '@/lib/files';
import { surfaceApi } from '@/config/surface';
import { useListQuery } from '@/lib/list-query';
import { http } from '@/lib/request';

/** The console's catalogue calls, or the portal's (the caller's shop, granted categories and brands only). */
const base = surfaceApi('catalogue');

export const catalogueKeys = {
  all: ['catalogue'] as const,
  tree: ['catalogue', 'tree'] as const,
  brands: (body: AdminBrandListBody) => ['catalogue', 'brands', body] as const,
  products: (body: AdminProductListBody) => ['catalogue', 'products', body] as const,
  product: (id: number) => ['catalogue', 'product', id] as const,
};

export const useCategoryTree = () =>
  useQuery({
    queryKey: catalogueKeys.tree,
    queryFn: () => http.post<AdminCategoryNode[]>(`${base}/category/tree`, {}),
  });
export const saveCategory = (body: AdminCategorySaveBody) =>
  http.post<AdminCategoryNode>(`${base}/category/save`, body);
export const deleteCategory = (id: number) => http.post<null>(`${base}/category/delete`, { id });
export const reorderCategories = (body: AdminCategoryReorderBody) =>
  http.post<AdminCategoryNode[]>(`${base}/category/reorder`, body);

export const useBrands = (body: AdminBrandListBody) =>
  useListQuery<Page<AdminBrand>>(catalogueKeys.brands(body), `${base}/brand/list`, body);
export const saveBrand = (body: AdminBrandSaveBody) => http.post<AdminBrand>(`${base}/brand/save`, body);
export const deleteBrand = (id: number) => http.post<null>(`${base}/brand/delete`, { id });

export const useProducts = (body: AdminProductListBody) =>
  useListQuery<Page<AdminProductListItem>>(catalogueKeys.products(body), `${base}/product/list`, body);
export const useProduct = (id: number | null) =>
  useQuery({
    queryKey: catalogueKeys.product(id ?? 0),
    queryFn: () => http.post<AdminProduct>(`${base}/product/detail`, { id }),
    enabled: id !== null,
  });
export const saveProduct = (body: AdminProductSaveBody) =>
  http.post<AdminProduct>(`${base}/product/save`, body);
export const setShelf = (body: AdminShelfBody) =>
  http.post<{ updated: number }>(`${base}/product/shelf`, body);
export const uploadCatalogueImage = (file: File) =>
  uploadFile<{ url: string; size: number; contentType: string }>(`${base}/upload`, file);

/** All or nothing: a bad row answers 400 with a ProductImportReport in RequestError.data. */
export const importProducts = (file: File) => uploadFile<ProductImportResult>(`${base}/import`, file);
export const downloadImportTemplate = () => downloadFile('GET', `${base}/template`, '商品导入模板.xlsx');
export const exportProducts = (query: {
  keyword?: string;
  categoryId?: number;
  brandId?: number;
  onShelf?: boolean;
}) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return downloadFile('GET', `${base}/export${qs ? `?${qs}` : ''}`, '商品导出.xlsx');
};

/** Portal: 草稿 / 已驳回 → 待审核. */
export const submitProduct = (id: number) => http.post<AdminProduct>(`${base}/product/submit`, { id });
/** Console: approve (on shelf) or reject a merchant's product with a reason. */
export const reviewProduct = (body: { id: number; approve: boolean; reason?: string }) =>
  http.post<AdminProduct>('/api/admin/catalogue/product/review', body);
