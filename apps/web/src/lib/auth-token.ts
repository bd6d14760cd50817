import { createTokenRefresh } from '@mall/client-kit';
import { env } from '@/config/env';
import { getLoginInfo, setLoginInfo } from './cookies';
import { signOutLocally } from './user-store';

/** Refresh against the buyer's `loginInfo` cookie (product.md). */
const tokens = createTokenRefresh({
  store: { read: getLoginInfo, write: setLoginInfo, signOut: signOutLocally },
  callRefresh: (refreshToken, signal) => {
    const query = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken });
    return fetch(`${env.apiBase}/api/oauth/getOauthToken?${query}`, {
      headers: { Authorization: `Basic ${btoa(`${env.webClientId}:${env.webClientSecret}`)}` },
      signal,
    });
  },
});

export const { getAccessToken } = tokens;
