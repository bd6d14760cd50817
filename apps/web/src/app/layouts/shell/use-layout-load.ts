import { useEffect } from 'react';
import { getCartCount, getMessageCount } from '@/features/user/api/get-counters';
import { getUserInfo } from '@/features/user/api/get-user-info';
import { getLoginInfo } from '@/lib/cookies';
import { userStore, useUserStore } from '@/lib/user-store';

function toCount(value: unknown, ...keys: string[]): number {
  if (typeof value === 'number') return value;
  if (value && typeof value === 'object') {
    for (const key of keys) {
      const n = (value as Record<string, unknown>)[key];
      if (typeof n === 'number') return n;
    }
  }
  return 0;
}

/** Layout load: with a token but no user in state, fetch profile, cart and message counts. */
export function useLayoutLoad(): void {
  const user = useUserStore((s) => s.user);
  useEffect(() => {
    if (!getLoginInfo() || user) return;
    userStore.restore();
    getUserInfo()
      .then((profile) => {
        if (!profile) return;
        userStore.setUser({ id: profile.id, username: profile.username });
        // A company sub-account that still has its initial password.
        if ((profile as { mustChangePassword?: boolean }).mustChangePassword)
          userStore.setMustChangePassword(true);
      })
      .catch(() => undefined);
    getCartCount()
      .then((n) => userStore.setCartNum(toCount(n, 'cartNum', 'count', 'total')))
      .catch(() => undefined);
    getMessageCount()
      .then((n) => userStore.setMessageNum(toCount(n, 'messageNum', 'count', 'total')))
      .catch(() => undefined);
    // Only once per page load: the user in state afterwards stops it from running again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
