import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpArticle, SitePage } from '@mall/shared';
import { http } from '@/lib/request';

/** GET /api/help/getHelpDetail?type= ; silent so an unknown type shows the page's own message. */
const helpArticleQueryOptions = (type: string) =>
  queryOptions({
    queryKey: ['help', type],
    queryFn: () => http.get<HelpArticle>('/api/help/getHelpDetail', { type }, { silent: true }),
    retry: false,
    staleTime: 300_000,
  });
export const useHelpArticle = (type: string) => useQuery(helpArticleQueryOptions(type));

export const useCompanyIntroduction = () =>
  useQuery({
    queryKey: ['company-introduction'],
    queryFn: () => http.get<SitePage>('/api/global/getCompanyIntroduction'),
    staleTime: 300_000,
  });
