import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApprovalLinkView } from '@mall/shared';
import { http } from '@/lib/request';

/** GET /api/approval-link/:token: the request the link is about (only shows; silent, the page says why not). */
const getApprovalLink = (token: string) =>
  http.get<ApprovalLinkView>(`/api/approval-link/${encodeURIComponent(token)}`, undefined, { silent: true });

const approvalLinkQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['approval-link', token], queryFn: () => getApprovalLink(token), retry: false });

export const useApprovalLink = (token: string) =>
  useQuery({ ...approvalLinkQueryOptions(token), enabled: token.length > 0 });
