import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { getLoginInfo } from '@/lib/cookies';

/** Pages that need login: a visitor logs in first and then comes back here. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!getLoginInfo()) {
    return <Navigate to={paths.login.getHref(`${location.pathname}${location.search}`)} replace />;
  }
  return children;
}
