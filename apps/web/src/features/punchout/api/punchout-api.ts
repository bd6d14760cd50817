import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PunchoutSession, PunchoutSettings, PunchoutTransfer } from '@mall/shared';
import { getLoginInfo } from '@/lib/cookies';
import { http } from '@/lib/request';
import { useUserStore } from '@/lib/user-store';

/** Whether this sign-in is a punch-out session opened by the company's procurement system (null: it is not). */
const punchoutSessionQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: ['punchout', 'session', userId] as const,
    queryFn: () => http.get<PunchoutSession | null>('/api/punchout/session'),
    staleTime: 60_000,
  });

export function usePunchoutSession() {
  const user = useUserStore((s) => s.user);
  return useQuery({ ...punchoutSessionQueryOptions(user?.id), enabled: !!user && !!getLoginInfo() });
}

/** The selected cart lines as the form the browser posts back to the procurement system. */
export const transferCart = (areaCode: string) =>
  http.post<PunchoutTransfer>('/api/punchout/transfer', { areaCode });

/** The company's punch-out set-up, read-only (管理员), with its latest documents. */
const punchoutSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['punchout', 'settings'] as const,
    queryFn: () => http.get<PunchoutSettings>('/api/company/punchout'),
  });
export const usePunchoutSettings = () => useQuery(punchoutSettingsQueryOptions());
