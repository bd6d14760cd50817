import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FirstCategoryPage } from '@mall/shared';
import { http } from '@/lib/request';

/** The level-one category page: level-two groups, their level-three children and featured products. */
const getFirstCategory = (firstCategoryId: number, areaCode: string) =>
  http.get<FirstCategoryPage>(`/api/category/first/${firstCategoryId}`, { areaCode }, { silent: true });

const firstCategoryQueryOptions = (firstCategoryId: number, areaCode: string) =>
  queryOptions({
    queryKey: ['catalogue', 'first', firstCategoryId, areaCode],
    queryFn: () => getFirstCategory(firstCategoryId, areaCode),
  });

export const useFirstCategory = (firstCategoryId: number, areaCode: string) =>
  useQuery({ ...firstCategoryQueryOptions(firstCategoryId, areaCode), enabled: firstCategoryId > 0 });
