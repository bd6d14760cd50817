import { useQuery } from '@tanstack/react-query';
import type { AdminProduct, CategoryTaxCode, SkuTaxFacts, TaxCode, TaxCodeSaveBody } from '@mall/shared';
import { http } from '@/lib/request';

/** The operators' tax data (税收分类编码): the code table, categories' and products' codes, the SKU check. */
const base = '/api/admin/catalogue/tax-code';

export const taxCodeKeys = {
  all: ['tax-codes'] as const,
  list: (keyword?: string) => ['tax-codes', 'list', keyword ?? ''] as const,
  categories: ['tax-codes', 'categories'] as const,
  skuFacts: (skuIds: number[]) => ['tax-codes', 'sku-facts', skuIds] as const,
  product: (id: number) => ['tax-codes', 'product', id] as const,
};

export const useTaxCodes = (keyword?: string) =>
  useQuery({
    queryKey: taxCodeKeys.list(keyword),
    queryFn: () => http.post<TaxCode[]>(`${base}/list`, keyword ? { keyword } : {}),
  });
export const saveTaxCode = (body: TaxCodeSaveBody) => http.post<TaxCode>(`${base}/save`, body);

export const useCategoryTaxCodes = () =>
  useQuery({
    queryKey: taxCodeKeys.categories,
    queryFn: () => http.post<CategoryTaxCode[]>(`${base}/category/list`, {}),
  });
export const saveCategoryTaxCode = (body: { categoryId: number; code: string | null }) =>
  http.post<null>(`${base}/category/save`, body);

export const saveProductTaxCode = (body: { productId: number; code: string | null }) =>
  http.post<null>(`${base}/product/save`, body);

/** The SKUs' tax facts (code, 简称, rate, line name, or what is missing), in the order asked. */
export const useSkuTaxFacts = (skuIds: number[]) =>
  useQuery({
    queryKey: taxCodeKeys.skuFacts(skuIds),
    queryFn: () => http.post<SkuTaxFacts[]>(`${base}/sku-facts`, { skuIds }),
    enabled: skuIds.length > 0,
  });

/** A product with its SKUs' tax facts, for the 检查商品 tab (the catalogue's detail call, read-only here). */
export const useProductTaxCheck = (productId: number | null) =>
  useQuery({
    queryKey: taxCodeKeys.product(productId ?? 0),
    enabled: productId !== null,
    queryFn: async () => {
      const product = await http.post<AdminProduct>('/api/admin/catalogue/product/detail', {
        id: productId,
      });
      const facts = await http.post<SkuTaxFacts[]>(`${base}/sku-facts`, {
        skuIds: product.skus.slice(0, 200).map((s) => s.id),
      });
      return { product, facts };
    },
  });
