import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryNode } from '@mall/shared';
import { http } from '@/lib/request';

/** The three-level category tree for the menus. */
const getCategoryList = () => http.post<CategoryNode[]>('/api/home/categories/getCategoryList', {});

const categoryListQueryOptions = () =>
  queryOptions({ queryKey: ['categories', 'tree'], queryFn: getCategoryList });

export const useCategoryList = () => useQuery(categoryListQueryOptions());
