import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@mall/shared';
import { http } from '@/lib/request';

const getSiteConfig = () => http.get<SiteConfig>('/api/global/getSiteConfig', undefined, { auth: false });

const siteConfigQueryOptions = () =>
  queryOptions({ queryKey: ['site-config'], queryFn: getSiteConfig, staleTime: Infinity });

export const useSiteConfig = () => useQuery(siteConfigQueryOptions());
