import { ShoppingCartOutlined } from '@ant-design/icons';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import { requireLogin } from '@/lib/open-login';
import { useUserStore } from '@/lib/user-store';
import { CountBadge } from '@/components/plain';

export function CartButton() {
  const cartNum = useUserStore((s) => s.cartNum);
  return (
    <button type="button" className="mall-cart-button" onClick={() => requireLogin(paths.cart.getHref())}>
      <CountBadge count={cartNum}>
        <ShoppingCartOutlined style={{ fontSize: 20, color: 'var(--mall-primary)' }} />
      </CountBadge>
      {t.header.cart}
    </button>
  );
}
