import { createRequestClient } from '@mall/client-kit';
import { env } from '@/config/env';
import { t } from '@/locales/zh-CN';
import { getAccessToken, refreshNow } from './auth-token';
import { navigate } from './navigation';
import { loginHref, signOutLocally } from './operator-store';
import { toast } from './toast';

export { isPermanentFailure, RequestError } from '@mall/client-kit';
export type { RequestErrorKind, RequestOptions } from '@mall/client-kit';

function goToLogin(): void {
  signOutLocally();
  if (window.location.pathname.endsWith('/login')) return;
  navigate(loginHref(), { replace: true });
}

/** The console's request layer: the kit's one client with the operator's tokens and Chinese toasts. */
export const { request, http } = createRequestClient({
  apiBase: env.apiBase,
  getAccessToken: () => getAccessToken(),
  refreshNow: () => refreshNow(),
  onUnauthorized: goToLogin,
  toastError: (text) => toast.error(text),
  messages: { ...t.request, preferNetworkErrorText: false },
  notFound: 'unlessMessage',
});
