import { useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Avatar, Button, Dropdown, Layout, Menu, Result, Space, Spin, Tag, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { groupOf, menuForRole, selectedMenuKey, type MenuEntry } from '@/config/menu';
import { paths } from '@/config/paths';
import { logout, useMe } from '@/features/auth/api/auth';
import { currentRouterPath } from '@/lib/navigation';
import { getOperatorTokens } from '@/lib/token-storage';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { MENU_ICONS } from './menu-icons';

type Item = Required<MenuProps>['items'][number];

function toItems(entries: MenuEntry[]): Item[] {
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
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useState(false);
  const selected = selectedMenuKey(location.pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(() => {
    const group = groupOf(selected);
    return group ? [group] : [];
  });
  const role = me.data?.role;
  const items = useMemo(() => (role ? toItems(menuForRole(role)) : []), [role]);

  if (!hasTokens) return <Navigate to={paths.login.getHref(currentRouterPath())} replace />;
  if (me.isPending) return <Spin fullscreen />;
  if (me.isError || !me.data) {
    return (
      <Result
        status="error"
        title={t.common.loadFailed}
        extra={<Button onClick={() => void me.refetch()}>{t.common.retry}</Button>}
      />
    );
  }

  // Leave first: with the tokens gone this layout would send to the login *with* a way back to here.
  const signOut = async () => {
    navigate(paths.login.getHref(), { replace: true });
    await logout();
    toast.success(t.app.loggedOut);
  };

  return (
    // The dark band under the sticky menu keeps the left column dark on pages taller than the window.
    <Layout
      hasSider
      style={{
        minHeight: '100vh',
        background: `linear-gradient(to right, #001529 ${collapsed ? 80 : 208}px, #f0f2f5 0)`,
      }}
    >
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        width={208}
        theme="dark"
        style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
      >
        <div
          style={{
            height: 56,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: '#fff',
            fontWeight: 600,
            fontSize: collapsed ? 14 : 16,
            whiteSpace: 'nowrap',
          }}
        >
          {collapsed ? t.app.console : `${t.app.name} · ${t.app.console}`}
        </div>
        <nav aria-label={t.app.console}>
          <Menu
            theme="dark"
            mode="inline"
            items={items}
            selectedKeys={selected ? [selected] : []}
            openKeys={collapsed ? undefined : openKeys}
            onOpenChange={setOpenKeys}
            onClick={({ key }) => navigate(key)}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: '#fff',
            padding: '0 24px',
            display: 'flex',
            justifyContent: 'flex-end',
            alignItems: 'center',
            height: 56,
            boxShadow: '0 1px 4px rgba(0,21,41,.08)',
          }}
        >
          <Space size="middle">
            <a href="/" target="_blank" rel="noreferrer">
              {t.app.storefront}
            </a>
            <Dropdown
              menu={{
                items: [{ key: 'logout', icon: <LogoutOutlined />, label: t.app.logout }],
                onClick: () => void signOut(),
              }}
            >
              <Space style={{ cursor: 'pointer' }} data-testid="operator-menu">
                <Avatar size="small" icon={<UserOutlined />} />
                <Typography.Text>{me.data.name || me.data.username}</Typography.Text>
                <Tag color="blue" data-testid="operator-role">
                  {me.data.role}
                </Tag>
              </Space>
            </Dropdown>
            <Button type="text" icon={<LogoutOutlined />} onClick={() => void signOut()}>
              {t.app.logout}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ margin: 16 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
