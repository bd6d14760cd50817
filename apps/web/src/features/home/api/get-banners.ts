import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner } from '@mall/shared';
import { http } from '@/lib/request';

const getBanners = () => http.get<Banner[]>('/api/home/index/getBannerList');

const bannersQueryOptions = () => queryOptions({ queryKey: ['home', 'banners'], queryFn: getBanners });

export const useBanners = () => useQuery(bannersQueryOptions());
