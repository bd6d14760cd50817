import type { RequestListBody } from '@mall/shared';

/** Query keys of the company feature; `['company']` refreshes everything after a change of membership. */
export const companyKeys = {
  all: ['company'] as const,
  // The personal centre's menu reads the same key (features/centre), so a change here refreshes it too.
  current: ['company', 'current'] as const,
  members: ['company', 'members'] as const,
  invitations: ['company', 'invitations'] as const,
  departments: ['company', 'departments'] as const,
  rules: ['company', 'approval-rules'] as const,
  requests: ['company', 'requests'] as const,
  mine: (body: RequestListBody) => ['company', 'requests', 'mine', body] as const,
  todo: (body: RequestListBody) => ['company', 'requests', 'todo', body] as const,
  detail: (requestNo: string) => ['company', 'requests', 'detail', requestNo] as const,
  budgets: ['company', 'budgets'] as const,
  overview: (from: string | undefined, to: string | undefined) =>
    ['company', 'overview', from ?? '', to ?? ''] as const,
};
