import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryPath } from '@mall/shared';
import { http } from '@/lib/request';

/** Breadcrumbs, siblings and children of any category (level-three and screening pages). */
const getCategoryPath = (categoryId: number) =>
  http.get<CategoryPath>(`/api/category/path/${categoryId}`, undefined, { silent: true });

const categoryPathQueryOptions = (categoryId: number) =>
  queryOptions({ queryKey: ['catalogue', 'path', categoryId], queryFn: () => getCategoryPath(categoryId) });

export const useCategoryPath = (categoryId: number) =>
  useQuery({ ...categoryPathQueryOptions(categoryId), enabled: categoryId > 0 });
