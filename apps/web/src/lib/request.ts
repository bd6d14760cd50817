import { createRequestClient } from '@mall/client-kit';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import { getAccessToken } from './auth-token';
import { currentPathAndSearch, navigate } from './navigation';
import { toast } from './toast';
import { signOutLocally } from './user-store';

export { isPermanentFailure, RequestError } from '@mall/client-kit';
export type { RequestErrorKind, RequestOptions } from '@mall/client-kit';

let webSite = '';
/** Value of the Web-Site header, from the site configuration. */
export function setWebSiteHeader(value: string): void {
  webSite = value;
}

/** The storefront's request layer: the error catalogue of spec section 8 on the kit's one client. */
export const { request, http } = createRequestClient({
  apiBase: env.apiBase,
  getAccessToken: () => getAccessToken(),
  headers: (): Record<string, string> => (webSite ? { 'Web-Site': webSite } : {}),
  onUnauthorized: () => {
    signOutLocally();
    if (window.location.pathname === paths.login.path) return;
    navigate(paths.login.getHref(currentPathAndSearch()), { replace: true });
  },
  onMaintenance: () => {
    if (window.location.pathname === paths.repair.path) return;
    navigate(paths.repair.getHref(), { replace: true });
  },
  toastError: (text) => toast.error(text),
  messages: {
    serverError: t.request.serverError,
    apiNotFound: t.request.apiNotFound,
    networkError: t.request.networkError,
    // Spec section 8: no response shows the browser's error text; a timeout is only logged.
    preferNetworkErrorText: true,
    timeout: null,
    unauthorized: '',
    forbidden: t.request.serverError,
  },
  notFound: 'always',
});
