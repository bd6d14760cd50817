import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BrandList } from '@mall/shared';
import { http } from '@/lib/request';

export type BrandListFilter = { firstCategoryId?: number; initial?: string };

/** The brand wall, optionally narrowed to a level-one category and an index letter. */
const getBrandList = (filter: BrandListFilter) => http.post<BrandList>('/api/brand/getBrandList', filter);

const brandListQueryOptions = (filter: BrandListFilter) =>
  queryOptions({ queryKey: ['brand', 'list', filter], queryFn: () => getBrandList(filter) });

export const useBrandList = (filter: BrandListFilter) =>
  useQuery({ ...brandListQueryOptions(filter), placeholderData: keepPreviousData });
