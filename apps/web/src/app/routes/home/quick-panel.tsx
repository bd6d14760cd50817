import {
  AuditOutlined,
  CarOutlined,
  CustomerServiceOutlined,
  FileDoneOutlined,
  InboxOutlined,
  PayCircleOutlined,
  SoundOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import { ORDER_STATUS } from '@mall/shared';
import { NoticeList } from '@/features/notice/components/notice-list';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import { getLoginInfo } from '@/lib/cookies';
import { openLogin, requireLogin } from '@/lib/open-login';
import { useUserStore } from '@/lib/user-store';

/** 待结算: delivered or completed orders not yet paid (product.md); see docs/decisions. */
const PENDING_SETTLEMENT_HREF = paths.orderList.getHref(ORDER_STATUS.ALL, { payStatus: 'unpaid' });

const SHORTCUTS = [
  {
    label: t.home.pendingAcceptance,
    to: paths.orderList.getHref(ORDER_STATUS.PENDING_ACCEPTANCE),
    icon: AuditOutlined,
  },
  {
    label: t.home.pendingShipment,
    to: paths.orderList.getHref(ORDER_STATUS.PENDING_SHIPMENT),
    icon: InboxOutlined,
  },
  {
    label: t.home.pendingReceipt,
    to: paths.orderList.getHref(ORDER_STATUS.PENDING_RECEIPT),
    icon: CarOutlined,
  },
  { label: t.home.pendingSettlement, to: PENDING_SETTLEMENT_HREF, icon: PayCircleOutlined },
  { label: t.home.pendingInvoice, to: paths.unappliedInvoice.getHref(), icon: FileDoneOutlined },
  { label: t.home.myAfterSales, to: paths.afs.getHref(), icon: CustomerServiceOutlined },
];

/** Quick panel of the home page: greeting, my-orders shortcuts, publish bidding, notices. */
export function QuickPanel() {
  const user = useUserStore((s) => s.user);
  const loggedIn = Boolean(getLoginInfo()) && user;
  return (
    <aside className="mall-quick-panel" aria-label="快捷入口">
      <div className="mall-quick-user">
        <span className="mall-quick-avatar" aria-hidden>
          <UserOutlined />
        </span>
        {loggedIn ? (
          <div className="who">{t.home.quickHello(user.username)}</div>
        ) : (
          <div className="who">
            <div>{t.home.quickWelcome}</div>
            <div className="actions">
              <button type="button" className="mall-link-button" onClick={() => openLogin()}>
                {t.home.quickLogin}
              </button>
              <span className="divider">|</span>
              <Link to={paths.register.getHref()}>{t.home.quickRegister}</Link>
            </div>
          </div>
        )}
      </div>
      <div className="mall-quick-orders">
        <div className="head">{t.home.myOrders}</div>
        <div className="grid">
          {SHORTCUTS.map(({ label, to, icon: Icon }) => (
            <a
              key={label}
              href={to}
              onClick={(event) => {
                event.preventDefault();
                requireLogin(to);
              }}
            >
              <Icon />
              <span>{label}</span>
            </a>
          ))}
        </div>
      </div>
      <Link className="mall-quick-bidding" to={paths.productBiddingPublish.getHref()}>
        <strong>{t.home.publishBidding}</strong>
        <span>{t.home.biddingHint}</span>
      </Link>
      <div className="mall-quick-notices">
        <div className="head">
          <span>
            <SoundOutlined /> {t.home.notices}
          </span>
          <Link to={paths.notice.getHref()}>{t.common.more}</Link>
        </div>
        <NoticeList size={4} />
      </div>
    </aside>
  );
}
