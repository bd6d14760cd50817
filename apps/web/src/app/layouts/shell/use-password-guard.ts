import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { navigate } from '@/lib/navigation';
import { useUserStore } from '@/lib/user-store';

/**
 * A company sub-account with its initial password (the login answer, the profile or a 403 said so) stays on
 * the security tab until it has changed it: the server refuses its other calls anyway.
 */
export function usePasswordGuard(): void {
  const mustChange = useUserStore((s) => s.mustChangePassword);
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!mustChange) return;
    const onSecurity =
      pathname === paths.userInfo.path && new URLSearchParams(search).get('tab') === 'security';
    if (!onSecurity) navigate(paths.userInfo.getHref('security'), { replace: true });
  }, [mustChange, pathname, search]);
}
