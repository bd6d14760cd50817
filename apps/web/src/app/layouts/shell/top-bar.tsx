import { DownOutlined, PhoneOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { ORDER_STATUS } from '@mall/shared';
import { AreaSelector } from '@/features/area/components/area-selector';
import { useSiteConfig } from '@/features/site/api/get-site-config';
import { logout } from '@/features/user/api/logout';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import { getLoginInfo } from '@/lib/cookies';
import { openLogin, requireLogin } from '@/lib/open-login';
import { signOutLocally, useUserStore } from '@/lib/user-store';
import { Dropdown, Popover } from '@/components/lazy-antd';

function LoginOnlyLink({
  to,
  children,
  className,
}: {
  to: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <a
      href={to}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        requireLogin(to);
      }}
    >
      {children}
    </a>
  );
}

/** Top bar: area selector and greeting (left), the navigation bar (right). */
export function TopBar() {
  const user = useUserStore((s) => s.user);
  const messageNum = useUserStore((s) => s.messageNum);
  const { data: site } = useSiteConfig();
  const loggedIn = Boolean(getLoginInfo());

  const signOut = async () => {
    await logout().catch(() => undefined);
    signOutLocally();
    window.location.reload();
  };

  const orderItems = [
    {
      key: 'ship',
      label: t.orders.pendingShipment,
      to: paths.orderList.getHref(ORDER_STATUS.PENDING_SHIPMENT),
    },
    {
      key: 'receipt',
      label: t.orders.pendingReceipt,
      to: paths.orderList.getHref(ORDER_STATUS.PENDING_RECEIPT),
    },
    { key: 'done', label: t.orders.completed, to: paths.orderList.getHref(ORDER_STATUS.COMPLETED) },
  ];

  return (
    <div className="mall-topbar">
      <div className="mall-container">
        <div className="mall-topbar-left">
          <AreaSelector />
          {loggedIn && user ? (
            <>
              <span>{t.topBar.hello(user.username)}</span>
              <button type="button" className="mall-link-button" onClick={() => void signOut()}>
                {t.topBar.logout}
              </button>
            </>
          ) : (
            <>
              <span>
                {t.topBar.welcome}
                {site?.siteName ?? t.siteNameFallback}
              </span>
              <button type="button" className="mall-link-button login-link" onClick={() => openLogin()}>
                {t.topBar.login}
              </button>
              <Link to={paths.register.getHref()}>{t.topBar.register}</Link>
            </>
          )}
        </div>
        <nav className="mall-topbar-right" aria-label="用户导航">
          <Dropdown
            placement="bottomRight"
            menu={{
              items: orderItems.map((item) => ({
                key: item.key,
                label: <LoginOnlyLink to={item.to}>{item.label}</LoginOnlyLink>,
              })),
            }}
          >
            <LoginOnlyLink to={paths.orderList.getHref(ORDER_STATUS.ALL)}>{t.nav.myOrders}</LoginOnlyLink>{' '}
            <DownOutlined style={{ fontSize: 10 }} />
          </Dropdown>
          <span className="sep" />
          <LoginOnlyLink to={paths.purchaseLists.getHref()}>{t.purchaseList.navLink}</LoginOnlyLink>
          <span className="sep" />
          <LoginOnlyLink to={paths.userInfo.getHref()}>{t.nav.userCenter}</LoginOnlyLink>
          <span className="sep" />
          <Link to={paths.help.getHref()}>{t.nav.helpCenter}</Link>
          <span className="sep" />
          <Popover
            content={
              <span>
                <PhoneOutlined /> {t.nav.servicePhone(site?.phone ?? '')}
              </span>
            }
            placement="bottom"
          >
            <span style={{ cursor: 'pointer' }} tabIndex={0}>
              {t.nav.contactService}
            </span>
          </Popover>
          <span className="sep" />
          <LoginOnlyLink
            to={paths.systemMessages.getHref()}
            className={messageNum >= 1 ? 'mall-nav-dot' : undefined}
          >
            {t.nav.myMessages}
          </LoginOnlyLink>
        </nav>
      </div>
    </div>
  );
}
