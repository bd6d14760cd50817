import { Badge } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import { requireLogin } from '@/lib/open-login';
import { useUserStore } from '@/lib/user-store';

export function CartButton() {
  const cartNum = useUserStore((s) => s.cartNum);
  return (
    <button type="button" className="mall-cart-button" onClick={() => requireLogin(paths.cart.getHref())}>
      <Badge count={cartNum} size="small" offset={[4, -2]}>
        <ShoppingCartOutlined style={{ fontSize: 20, color: 'var(--mall-primary)' }} />
      </Badge>
      {t.header.cart}
    </button>
  );
}
