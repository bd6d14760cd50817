import { createTokenRefresh } from '@mall/client-kit';
import { env } from '@/config/env';
import { surfaceApi } from '@/config/surface';
import { signOutLocally } from './operator-store';
import { getOperatorTokens, setOperatorTokens } from './token-storage';

/** Operator tokens (their own `adminLoginInfo` cookie), refreshed with rotation at /api/admin/auth/refresh. */
const tokens = createTokenRefresh({
  store: { read: getOperatorTokens, write: setOperatorTokens, signOut: signOutLocally },
  callRefresh: (refreshToken, signal) =>
    fetch(`${env.apiBase}${surfaceApi('auth/refresh')}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refreshToken }),
      signal,
    }),
  // A call never leaves with a token about to die.
  expiryMarginMs: 5_000,
});

export const { getAccessToken, refreshNow } = tokens;
