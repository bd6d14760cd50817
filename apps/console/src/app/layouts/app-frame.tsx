import { useState, type ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { Avatar, Button, Dropdown, Layout, Menu, Space, Tag, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { paths } from '@/config/paths';
import { markLeaving } from '@/lib/operator-store';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';

export type FrameItem = Required<MenuProps>['items'][number];

/**
 * The frame both surfaces share (operator console and merchant portal): dark side menu with the surface's
 * name, header with the storefront link, the signed-in account, its role and logout (the surface's `logout`
 * call, after leaving for /login); the page in the outlet.
 */
export function AppFrame({
  title,
  items,
  selected,
  group,
  userName,
  role,
  logout,
  extra,
}: {
  title: string;
  items: FrameItem[];
  selected?: string;
  group?: string;
  userName: string;
  role: string;
  logout: () => Promise<unknown>;
  extra?: ReactNode;
}) {
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useState(false);
  const [openKeys, setOpenKeys] = useState<string[]>(() => (group ? [group] : []));
  // Leave first, marked as leaving: with the tokens gone this layout (or a call answered 401 on the way
  // out) would send to the login *with* a way back to here.
  const signOut = async () => {
    markLeaving();
    navigate(paths.login.getHref(), { replace: true });
    await logout();
    toast.success(t.app.loggedOut);
  };
  const onSignOut = () => void signOut();
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
        className="console-sider"
        style={{ position: 'sticky', top: 0, height: '100vh' }}
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
          {collapsed ? title : `${t.app.name} · ${title}`}
        </div>
        <nav aria-label={title}>
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
            {extra}
            <a href="/" target="_blank" rel="noreferrer">
              {t.app.storefront}
            </a>
            <Dropdown
              menu={{
                items: [{ key: 'logout', icon: <LogoutOutlined />, label: t.app.logout }],
                onClick: onSignOut,
              }}
            >
              <Space style={{ cursor: 'pointer' }} data-testid="operator-menu">
                <Avatar size="small" icon={<UserOutlined />} />
                <Typography.Text>{userName}</Typography.Text>
                <Tag color="blue" data-testid="operator-role">
                  {role}
                </Tag>
              </Space>
            </Dropdown>
            <Button type="text" icon={<LogoutOutlined />} onClick={onSignOut}>
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
