import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaptchaClient } from '@mall/client-kit';
import type { CaptchaConfig, LoginInfo, OperatorInfo, SlideChallenge } from '@mall/shared';
import { getOperatorTokens, removeOperatorTokens, setOperatorTokens } from '@/lib/token-storage';
import { operatorStore } from '@/lib/operator-store';
import { http } from '@/lib/request';
import { toast } from '@/lib/toast';

const authKeys = { me: ['auth', 'me'] as const };

/** The captcha calls an operator login needs first (the same captcha as the storefront's). */
export const captchaClient: CaptchaClient = {
  config: () => http.get<CaptchaConfig>('/api/captcha/config', undefined, { auth: false }),
  challenge: () => http.get<SlideChallenge>('/api/captcha/slide', undefined, { auth: false, silent: true }),
  verify: (captchaVerifyParam, userInfo, sceneId) =>
    http.post<boolean>(
      '/api/oauth/verifyCaptcha',
      { captchaVerifyParam, redisEnum: 'USER_CAPTCHA_RESULT', sceneId, userInfo },
      { auth: false, silent: true },
    ),
  toastError: (msg) => toast.error(msg),
};

/** POST /api/admin/auth/login (after the captcha passed for the username): stores the operator's tokens. */
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

const meQueryOptions = () =>
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
