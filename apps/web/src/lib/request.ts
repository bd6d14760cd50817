import {
  createRequestClient,
  httpVerbs,
  RequestError,
  type Method,
  type RequestOptions,
} from '@mall/client-kit';
import { COMPANY_CODE, COMPANY_MSG } from '@mall/shared';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import { getAccessToken } from './auth-token';
import { currentPathAndSearch, navigate } from './navigation';
import { toast } from './toast';
import { signOutLocally, userStore } from './user-store';

export { isPermanentFailure, RequestError } from '@mall/client-kit';
export type { RequestErrorKind, RequestOptions } from '@mall/client-kit';

let webSite = '';
/** Value of the Web-Site header, from the site configuration. */
export function setWebSiteHeader(value: string): void {
  webSite = value;
}

const SECURITY_HREF = paths.userInfo.getHref('security');

/** Whether the page is the security tab (where the initial password is changed). */
function onSecurityTab(): boolean {
  const { pathname, search } = window.location;
  return pathname === paths.userInfo.path && new URLSearchParams(search).get('tab') === 'security';
}

/**
 * A company sub-account with its initial password gets 403 首次登录请先修改初始密码 from buyer calls: note it
 * (the security tab shows the notice) and go there.
 */
function mustChangePassword(): void {
  userStore.setMustChangePassword(true);
  if (!onSecurityTab()) navigate(SECURITY_HREF, { replace: true });
}

const client = createRequestClient({
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
  // The first-login refusal is explained by the security tab's notice instead of a toast per call.
  toastError: (text) => {
    if (text !== COMPANY_MSG.MUST_CHANGE_PASSWORD) toast.error(text);
  },
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

/** The storefront's request layer: the error catalogue on the kit's one client. */
export async function request<T>(method: Method, url: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await client.request<T>(method, url, options);
  } catch (error) {
    if (
      error instanceof RequestError &&
      error.kind === 'forbidden' &&
      (error.code === COMPANY_CODE.MUST_CHANGE_PASSWORD || error.message === COMPANY_MSG.MUST_CHANGE_PASSWORD)
    )
      mustChangePassword();
    throw error;
  }
}

export const http = httpVerbs(request);
