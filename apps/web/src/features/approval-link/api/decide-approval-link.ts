import { useMutation } from '@tanstack/react-query';
import type { ApprovalLinkResult } from '@mall/shared';
import { http } from '@/lib/request';

/** POST /api/approval-link/:token: the one confirming click (同意, or 驳回 with an optional comment). */
const decideApprovalLink = (token: string, comment: string) =>
  http.post<ApprovalLinkResult>(
    `/api/approval-link/${encodeURIComponent(token)}`,
    { comment },
    { silent: true },
  );

export const useDecideApprovalLink = (token: string) =>
  useMutation({ mutationFn: (comment: string) => decideApprovalLink(token, comment) });
