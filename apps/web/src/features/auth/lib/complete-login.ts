import Cookies from 'js-cookie';
import { COOKIE, type LoginInfo } from '@mall/shared';
import { setLoginInfo } from '@/lib/cookies';
import { userStore } from '@/lib/user-store';
import { getProfile } from '../api/auth-api';

/**
 * After a successful login or registration: store the login info cookie, fetch and store
 * the profile (username also in local storage), and set cookie isNew=true when absent.
 */
export async function completeLogin(info: LoginInfo): Promise<void> {
  setLoginInfo(info);
  // A company sub-account's first login: the answer (or the profile) says the initial password must change;
  // the layout then keeps the buyer on the security tab.
  if ((info as { mustChangePassword?: boolean }).mustChangePassword) userStore.setMustChangePassword(true);
  try {
    const profile = await getProfile();
    if (profile) {
      userStore.setUser({ id: profile.id, username: profile.username });
      if ((profile as { mustChangePassword?: boolean }).mustChangePassword)
        userStore.setMustChangePassword(true);
      try {
        window.localStorage.setItem('username', profile.username);
      } catch {
        // storage may be unavailable; the state still holds the user
      }
    }
  } catch {
    // The layout load fetches the profile again on the next page.
  }
  if (Cookies.get(COOKIE.IS_NEW) === undefined)
    Cookies.set(COOKIE.IS_NEW, 'true', { path: '/', sameSite: 'lax' });
}

/** A redirect target from the query: only same-site paths (never `//host` or a full URL). */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
