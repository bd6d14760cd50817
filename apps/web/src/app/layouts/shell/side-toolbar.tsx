import {
  CustomerServiceOutlined,
  FileTextOutlined,
  HistoryOutlined,
  ShoppingCartOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import { ORDER_STATUS } from '@mall/shared';
import { useSiteConfig } from '@/features/site/api/get-site-config';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import { requireLogin } from '@/lib/open-login';
import { useUserStore } from '@/lib/user-store';
import { Popover } from '@/components/lazy-antd';

/** Floating side toolbar: customer service, my orders, cart, browsing history, back to top. */
export function SideToolbar() {
  const cartNum = useUserStore((s) => s.cartNum);
  const { data: site } = useSiteConfig();
  return (
    <aside className="mall-sidebar" aria-label="快捷工具">
      <Popover
        placement="left"
        trigger="click"
        className="block"
        title={t.toolbar.service}
        content={
          <div>
            <div>{t.toolbar.servicePhone}</div>
            <div style={{ fontSize: 18, fontWeight: 700, color: 'var(--mall-primary)' }}>{site?.phone}</div>
            <div style={{ color: 'var(--mall-text-3)' }}>{t.toolbar.serviceHours}</div>
          </div>
        }
      >
        <button type="button" className="mall-sidebar-item">
          <CustomerServiceOutlined />
          {t.toolbar.service}
        </button>
      </Popover>
      <button
        type="button"
        className="mall-sidebar-item"
        onClick={() => requireLogin(paths.orderList.getHref(ORDER_STATUS.ALL))}
      >
        <FileTextOutlined />
        {t.toolbar.orders}
      </button>
      <button type="button" className="mall-sidebar-item" onClick={() => requireLogin(paths.cart.getHref())}>
        <ShoppingCartOutlined />
        {t.toolbar.cart}
        {cartNum > 0 && <span className="count">{cartNum > 99 ? '99+' : cartNum}</span>}
      </button>
      <button
        type="button"
        className="mall-sidebar-item"
        onClick={() => requireLogin(paths.browsingHistory.getHref())}
      >
        <HistoryOutlined />
        {t.toolbar.history}
      </button>
      <button
        type="button"
        className="mall-sidebar-item"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        <VerticalAlignTopOutlined />
        {t.toolbar.top}
      </button>
    </aside>
  );
}
