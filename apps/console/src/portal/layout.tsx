import { useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spin } from 'antd';
import { PORTAL_AREAS, type MerchantRole, type PortalArea } from '@mall/shared';
import { selectedMenuKey, type MenuEntry } from '@/config/menu';
import { loginHref } from '@/lib/operator-store';
import { getOperatorTokens } from '@/lib/token-storage';
import { LoadFailed } from '@/components/load-failed';
import { t } from '@/locales/zh-CN';
import { AppFrame } from '../app/layouts/app-frame';
import { toItems } from '../app/layouts/console-layout';
import { Forbidden } from '../app/routes/forbidden';
import { portalLogout, usePortalMe } from './api';
import { portalPaths } from './paths';

const entry = (
  key: keyof typeof t.portal.menu | 'bid' | 'settle',
  route: { path: string; area: PortalArea },
  icon: string,
) => ({
  key: route.path,
  label: key === 'bid' ? t.bid.menu : key === 'settle' ? t.settle.menu : t.portal.menu[key],
  path: route.path,
  area: route.area,
  icon,
});
const MENU: (Omit<MenuEntry, 'area'> & { area: PortalArea })[] = [
  entry('dashboard', portalPaths.dashboard, 'dashboard'),
  entry('products', portalPaths.products, 'catalogue'),
  entry('orders', portalPaths.orders, 'orders'),
  entry('afs', portalPaths.afs, 'afs'),
  entry('bid', portalPaths.biddings, 'biddings'),
  entry('settle', portalPaths.settlements, 'finance'),
  entry('invoices', portalPaths.invoices, 'invoices'),
  entry('einvoice', portalPaths.einvoice, 'invoices'),
  entry('shop', portalPaths.shop, 'merchants'),
  entry('staff', portalPaths.staff, 'buyers'),
  entry('openApps', portalPaths.openApps, 'punchout'),
];

/** A menu entry as the console's menu helpers take it (they know console areas only). */
const plain = ({ area: _area, ...rest }: (typeof MENU)[number]): MenuEntry => rest;

const canUse = (role: MerchantRole, area: PortalArea) =>
  (PORTAL_AREAS[area] as readonly string[]).includes(role);

/** The portal's frame: the console's, with the shop's name and the staff account's role. */
export function PortalLayout() {
  const hasTokens = getOperatorTokens() !== null;
  const me = usePortalMe(hasTokens);
  const location = useLocation();
  const role = me.data?.staff.role;
  const items = useMemo(
    () => (role ? toItems(MENU.filter((m) => canUse(role, m.area)).map(plain)) : []),
    [role],
  );
  if (!hasTokens) return <Navigate to={loginHref()} replace />;
  if (me.isPending) return <Spin fullscreen />;
  if (me.isError || !me.data) return <LoadFailed onRetry={() => void me.refetch()} />;
  return (
    <AppFrame
      title={t.portal.title}
      items={items}
      selected={selectedMenuKey(location.pathname, MENU.map(plain))}
      userName={`${me.data.shop.name} · ${me.data.staff.name || me.data.staff.username}`}
      role={me.data.staff.role}
      logout={portalLogout}
    />
  );
}

/** A portal page for the roles its area admits (403 page for the others). */
export function RequirePortalArea({ area, children }: { area: PortalArea; children: ReactNode }) {
  const me = usePortalMe();
  if (!me.data) return null;
  if (!canUse(me.data.staff.role, area)) return <Forbidden />;
  return <>{children}</>;
}
