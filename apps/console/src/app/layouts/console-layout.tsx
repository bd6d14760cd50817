import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spin } from 'antd';
import { groupOf, menuForRole, selectedMenuKey, type MenuEntry } from '@/config/menu';
import { logout, useMe } from '@/features/auth/api/auth';
import { loginHref } from '@/lib/operator-store';
import { getOperatorTokens } from '@/lib/token-storage';
import { LoadFailed } from '@/components/load-failed';
import { t } from '@/locales/zh-CN';
import { AppFrame, type FrameItem } from './app-frame';
import { MENU_ICONS } from './menu-icons';

export function toItems(entries: MenuEntry[]): FrameItem[] {
  return entries.map((entry) =>
    entry.children
      ? {
          key: entry.key,
          label: entry.label,
          icon: entry.icon ? MENU_ICONS[entry.icon] : undefined,
          children: toItems(entry.children),
        }
      : { key: entry.key, label: entry.label, icon: entry.icon ? MENU_ICONS[entry.icon] : undefined },
  );
}

/** Side menu of the role's areas, header with the operator, role and logout; pages render in the outlet. */
export function ConsoleLayout() {
  const hasTokens = getOperatorTokens() !== null;
  const me = useMe(hasTokens);
  const location = useLocation();
  const selected = selectedMenuKey(location.pathname);
  const role = me.data?.role;
  const items = useMemo(() => (role ? toItems(menuForRole(role)) : []), [role]);

  if (!hasTokens) return <Navigate to={loginHref()} replace />;
  if (me.isPending) return <Spin fullscreen />;
  if (me.isError || !me.data) {
    return <LoadFailed onRetry={() => void me.refetch()} />;
  }

  return (
    <AppFrame
      title={t.app.console}
      items={items}
      selected={selected}
      group={groupOf(selected)}
      userName={me.data.name || me.data.username}
      role={me.data.role}
      logout={logout}
    />
  );
}
