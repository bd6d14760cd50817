import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import '../centre.css';

/** Which menu entry is the current page. */
export type CentreMenuKey =
  | 'profile'
  | 'security'
  | 'address'
  | 'invoiceTitle'
  | 'messages'
  | 'history'
  | 'orders'
  | 'bidding'
  | 'afs'
  | 'invoice'
  | 'comments';

const m = t.centre.menu;
const MENU: { title: string; items: { key: CentreMenuKey | 'other'; label: string; href: string }[] }[] = [
  {
    title: m.orderCentre,
    items: [
      { key: 'orders', label: m.myOrders, href: paths.orderList.getHref(-1) },
      { key: 'afs', label: m.afterSales, href: paths.afs.getHref() },
      { key: 'invoice', label: m.unappliedInvoice, href: paths.unappliedInvoice.getHref() },
      { key: 'comments', label: m.comments, href: paths.commentPosting.getHref() },
    ],
  },
  {
    title: m.activity,
    items: [
      { key: 'messages', label: m.messages, href: paths.systemMessages.getHref() },
      { key: 'history', label: m.history, href: paths.browsingHistory.getHref() },
      { key: 'bidding', label: m.bidding, href: paths.biddingMine.getHref() },
    ],
  },
  {
    title: m.account,
    items: [
      { key: 'profile', label: m.profile, href: paths.userInfo.getHref() },
      { key: 'address', label: m.address, href: `${paths.userInfo.getHref()}?tab=address` },
      { key: 'invoiceTitle', label: m.invoiceTitle, href: `${paths.userInfo.getHref()}?tab=invoice-title` },
      { key: 'security', label: m.security, href: `${paths.userInfo.getHref()}?tab=security` },
    ],
  },
];

/** The personal centre's frame: a left menu that ties the buyer's pages together, and the page. */
export function CentreLayout({ active, children }: { active: CentreMenuKey; children: ReactNode }) {
  return (
    <div className="mall-container mall-centre">
      <aside className="mall-centre-menu" aria-label={t.centre.title}>
        <Link to={paths.userInfo.getHref()} className="mall-centre-menu-head">
          {t.centre.title}
        </Link>
        {MENU.map((group) => (
          <div key={group.title} className="group">
            <div className="group-title">{group.title}</div>
            <ul>
              {group.items.map((item) => (
                <li key={item.label}>
                  <Link
                    to={item.href}
                    className={item.key === active ? 'active' : undefined}
                    aria-current={item.key === active ? 'page' : undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </aside>
      <main className="mall-centre-main">{children}</main>
    </div>
  );
}
