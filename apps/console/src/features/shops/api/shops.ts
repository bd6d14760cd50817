import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminBrand, AdminCategoryNode, Page, Shop, ShopGrantBody, ShopPage } from '@mall/shared';
import { listKeys, useListQuery } from '@/lib/list-query';
import { http } from '@/lib/request';

export const shopKeys = listKeys<object>('shops');

export const useShops = (body: { keyword?: string; status?: number; pageNum: number; pageSize: number }) =>
  useListQuery<ShopPage>(shopKeys.list(body), '/api/admin/shop/list', body);

/** Level-one categories (what a shop is granted). */
export const useFirstCategories = () =>
  useQuery({
    queryKey: ['shops', 'categories'],
    queryFn: async () =>
      (await http.post<AdminCategoryNode[]>('/api/admin/catalogue/category/tree', {})).map((c) => ({
        value: c.id,
        label: c.title,
      })),
  });

export const useBrandOptions = (keyword: string) =>
  useQuery({
    queryKey: ['shops', 'brands', keyword],
    queryFn: async () =>
      (
        await http.post<Page<AdminBrand>>('/api/admin/catalogue/brand/list', {
          keyword: keyword || undefined,
          pageNum: 1,
          pageSize: 50,
        })
      ).list.map((b) => ({ value: b.id, label: b.name })),
    placeholderData: keepPreviousData,
  });

export const updateShop = (body: ShopGrantBody) => http.post<Shop>('/api/admin/shop/update', body);
export const suspendShop = (id: number, suspend: boolean, reason = '') =>
  http.post<Shop>('/api/admin/shop/suspend', { id, suspend, reason });
