import { Avatar } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { ORDER_STATUS, type OrderCounts } from '@mall/shared';
import { paths } from '@/config/paths';
import { centreCopy } from '@/locales/zh-CN-centre';
import { useOrderCounts, useProfile } from '../api/centre-api';

const s = centreCopy.centre.orderStatus;
const COUNTS: { key: keyof OrderCounts; label: string; href: string }[] = [
  {
    key: 'pendingAcceptance',
    label: s.pendingAcceptance,
    href: paths.orderList.getHref(ORDER_STATUS.PENDING_ACCEPTANCE),
  },
  {
    key: 'pendingShipment',
    label: s.pendingShipment,
    href: paths.orderList.getHref(ORDER_STATUS.PENDING_SHIPMENT),
  },
  {
    key: 'pendingReceipt',
    label: s.pendingReceipt,
    href: paths.orderList.getHref(ORDER_STATUS.PENDING_RECEIPT),
  },
  { key: 'completed', label: s.completed, href: paths.orderList.getHref(ORDER_STATUS.COMPLETED) },
  { key: 'toSettle', label: s.toSettle, href: paths.orderList.getHref(undefined, { view: 'toSettle' }) },
  { key: 'toInvoice', label: s.toInvoice, href: paths.unappliedInvoice.getHref() },
];

/** Who is signed in and the order counts by status, each linking to its list. */
export function CentreSummary() {
  const { data: profile } = useProfile();
  const { data: counts } = useOrderCounts();
  return (
    <section className="mall-centre-summary" aria-label={centreCopy.centre.orderSummary}>
      <div className="who">
        <Avatar
          size={64}
          src={profile?.avatar || undefined}
          icon={<UserOutlined />}
          alt={profile?.username}
        />
        <div>
          <div className="name">{centreCopy.centre.hello(profile?.name || profile?.username || '')}</div>
          <div className="meta">
            {centreCopy.centre.mobileLabel}：{profile?.maskedMobile}
          </div>
          <div className="meta mall-ellipsis" style={{ maxWidth: 190 }}>
            {profile?.companyName || centreCopy.centre.noCompany}
          </div>
        </div>
      </div>
      <div className="orders">
        <div className="head">
          <span>{centreCopy.centre.orderSummary}</span>
          <Link to={paths.orderList.getHref(ORDER_STATUS.ALL)}>
            {centreCopy.centre.allOrders}（{counts?.all ?? 0}）&gt;
          </Link>
        </div>
        <div className="counts">
          {COUNTS.map((c) => (
            <Link key={c.key} to={c.href} aria-label={`${c.label} ${counts?.[c.key] ?? 0}`}>
              <b>{counts?.[c.key] ?? 0}</b>
              {c.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
