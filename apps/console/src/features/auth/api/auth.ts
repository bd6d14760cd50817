import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginInfo, OperatorInfo } from '@mall/shared';
import { getOperatorTokens, removeOperatorTokens, setOperatorTokens } from '@/lib/token-storage';
import { operatorStore } from '@/lib/operator-store';
import { http } from '@/lib/request';

export const authKeys = { me: ['auth', 'me'] as const };

/** POST /api/admin/auth/login: stores the operator's tokens. */
export async function login(body: { username: string; password: string }): Promise<void> {
  const info = await http.post<LoginInfo>('/api/admin/auth/login', body, { auth: false });
  setOperatorTokens(info);
}

/** POST /api/admin/auth/logout: ends the session on the server too; the local sign-out happens regardless. */
export async function logout(): Promise<void> {
  try {
    if (getOperatorTokens()) await http.post<null>('/api/admin/auth/logout', {}, { silent: true });
  } finally {
    removeOperatorTokens();
    operatorStore.setOperator(null);
  }
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me,
    queryFn: async () => {
      const me = await http.get<OperatorInfo>('/api/admin/auth/me');
      operatorStore.setOperator(me);
      return me;
    },
    staleTime: 60_000,
  });
export const useMe = (enabled: boolean) => useQuery({ ...meQueryOptions(), enabled });
