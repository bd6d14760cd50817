import { ThunderboltOutlined } from '@ant-design/icons';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import { requireLogin } from '@/lib/open-login';
import './quick-order-link.css';

/** The header's way to the quick order pad (快速下单), beside the cart. */
export function QuickOrderLink() {
  return (
    <button
      type="button"
      className="mall-quick-order-link"
      onClick={() => requireLogin(paths.quickOrder.getHref())}
    >
      <ThunderboltOutlined style={{ fontSize: 18, color: 'var(--mall-primary)' }} />
      {t.quickOrder.navLink}
    </button>
  );
}
