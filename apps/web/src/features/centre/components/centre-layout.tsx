import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MyCompany } from '@mall/shared';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import { centreCopy } from '@/locales/zh-CN-centre';
import { companyCopy } from '@/locales/zh-CN-company';
import { useCompanyMembership } from '../api/get-company-membership';
import { SideMenuLinks } from '@/components/side-menu';
import '../centre.css';

/** Which menu entry is the current page. */
export type CentreMenuKey =
  | 'profile'
  | 'security'
  | 'address'
  | 'invoiceTitle'
  | 'notifications'
  | 'messages'
  | 'history'
  | 'orders'
  | 'purchaseLists'
  | 'quotations'
  | 'bidding'
  | 'stockAlerts'
  | 'afs'
  | 'invoice'
  | 'invoiceFolder'
  | 'redForms'
  | 'comments'
  | 'company'
  | 'companyMembers'
  | 'companyRules'
  | 'companyRequests'
  | 'companyApprovals'
  | 'companyBudgets'
  | 'companyMaterialCodes'
  | 'companyOverview'
  | 'companyCredit'
  | 'companyMatch'
  | 'companyShared'
  | 'companyPunchout'
  | 'companyOpenApps'
  | 'companyNotifications';

type MenuGroup = { title: string; items: { key: CentreMenuKey | 'other'; label: string; href: string }[] };
const m = centreCopy.centre.menu;
const cm = companyCopy.company.menu;
const MENU: MenuGroup[] = [
  {
    title: m.orderCentre,
    items: [
      { key: 'orders', label: m.myOrders, href: paths.orderList.getHref(-1) },
      { key: 'purchaseLists', label: t.purchaseList.menu, href: paths.purchaseLists.getHref() },
      { key: 'quotations', label: t.quotation.menu, href: paths.quotations.getHref() },
      { key: 'afs', label: m.afterSales, href: paths.afs.getHref() },
      { key: 'invoice', label: m.unappliedInvoice, href: paths.unappliedInvoice.getHref() },
      { key: 'invoiceFolder', label: m.invoiceFolder, href: paths.invoiceFolder.getHref() },
      { key: 'comments', label: m.comments, href: paths.commentPosting.getHref() },
    ],
  },
  {
    title: m.activity,
    items: [
      { key: 'messages', label: m.messages, href: paths.systemMessages.getHref() },
      { key: 'history', label: m.history, href: paths.browsingHistory.getHref() },
      { key: 'bidding', label: m.bidding, href: paths.biddingMine.getHref() },
      { key: 'stockAlerts', label: m.stockAlerts, href: paths.stockAlerts.getHref() },
    ],
  },
  {
    title: m.account,
    items: [
      { key: 'profile', label: m.profile, href: paths.userInfo.getHref() },
      { key: 'address', label: m.address, href: `${paths.userInfo.getHref()}?tab=address` },
      { key: 'invoiceTitle', label: m.invoiceTitle, href: `${paths.userInfo.getHref()}?tab=invoice-title` },
      { key: 'security', label: m.security, href: `${paths.userInfo.getHref()}?tab=security` },
      { key: 'notifications', label: m.notifications, href: paths.userInfo.getHref('notifications') },
    ],
  },
];

/**
 * 企业采购: shown to members of a company, each entry by role (the pages and the server check again). A
 * company still under review shows only its information page.
 */
function companyGroup(company: MyCompany): MenuGroup {
  const has = (...roles: string[]) => roles.some((role) => company.roles.includes(role));
  const head = company.headOf.length > 0;
  const items: MenuGroup['items'] = [{ key: 'company', label: cm.info, href: paths.company.getHref() }];
  if (company.active) {
    if (has('管理员')) {
      items.push({ key: 'companyMembers', label: cm.members, href: paths.companyMembers.getHref() });
      items.push({ key: 'companyRules', label: cm.rules, href: paths.companyApprovalRules.getHref() });
    }
    items.push({ key: 'companyRequests', label: cm.requests, href: paths.companyRequests.getHref() });
    if (has('管理员', '审批人') || head)
      items.push({ key: 'companyApprovals', label: cm.approvals, href: paths.companyApprovals.getHref() });
    items.push({ key: 'companyBudgets', label: cm.budgets, href: paths.companyBudgets.getHref() });
    // 物料编码 is a view of the company route (a route of its own would cost the product page's JS budget).
    items.push({
      key: 'companyMaterialCodes',
      label: cm.materialCodes,
      href: `${paths.company.getHref()}?view=material-codes`,
    });
    if (has('管理员', '财务')) {
      items.push({ key: 'companyOverview', label: cm.overview, href: paths.companyOverview.getHref() });
      items.push({ key: 'companyCredit', label: cm.credit, href: paths.companyCredit.getHref() });
      // 三单匹配 is a view of the credit route (a route of its own would cost the product page's JS budget).
      items.push({
        key: 'companyMatch',
        label: cm.match,
        href: `${paths.companyCredit.getHref()}?view=match`,
      });
      items.push({ key: 'companyShared', label: cm.shared, href: paths.companyShared.getHref() });
      items.push({ key: 'redForms', label: m.redForms, href: paths.redForms.getHref() });
    }
    if (has('管理员')) {
      items.push({ key: 'companyPunchout', label: cm.punchout, href: paths.companyPunchout.getHref() });
      items.push({ key: 'companyOpenApps', label: cm.openApps, href: paths.companyOpenApps.getHref() });
      items.push({
        key: 'companyNotifications',
        label: cm.notifications,
        href: paths.companyNotifications.getHref(),
      });
    }
  }
  return { title: cm.group, items };
}

/** The menu for this buyer: 企业采购 for company members; others find 企业账户 under 账户设置. */
function menuFor(company: MyCompany | null | undefined): MenuGroup[] {
  if (company) {
    const group = companyGroup(company);
    // 红字确认单: under 企业采购 for 管理员/财务 (the company's invoices); under 订单中心 for everyone else.
    const inCompany = group.items.some((i) => i.key === 'redForms');
    return [inCompany ? MENU[0]! : withRedForms(MENU[0]!), group, ...MENU.slice(1)];
  }
  if (company === null) {
    const [all, activity, account] = MENU as [MenuGroup, MenuGroup, MenuGroup];
    const orders = withRedForms(all);
    const join = { key: 'company' as const, label: cm.join, href: paths.company.getHref() };
    return [orders, activity, { ...account, items: [...account.items, join] }];
  }
  return MENU;
}

/** 订单中心 with 红字确认单 after the invoices (发票夹, else 待开票): a person's own 数电票. */
function withRedForms(group: MenuGroup): MenuGroup {
  const items = [...group.items];
  const after = items.some((i) => i.key === 'invoiceFolder') ? 'invoiceFolder' : 'invoice';
  const at = items.findIndex((i) => i.key === after) + 1;
  items.splice(at, 0, { key: 'redForms', label: m.redForms, href: paths.redForms.getHref() });
  return { ...group, items };
}

/** The personal centre's frame: a left menu that ties the buyer's pages together, and the page. */
export function CentreLayout({ active, children }: { active: CentreMenuKey; children: ReactNode }) {
  const company = useCompanyMembership();
  const menu = menuFor(company.data);
  return (
    <div className="mall-container mall-centre mall-side-page">
      <aside className="mall-centre-menu mall-side-menu" aria-label={centreCopy.centre.title}>
        <Link to={paths.userInfo.getHref()} className="mall-centre-menu-head">
          {centreCopy.centre.title}
        </Link>
        {menu.map((group) => (
          <div key={group.title} className="group">
            <div className="group-title">{group.title}</div>
            <SideMenuLinks links={group.items} active={active} />
          </div>
        ))}
      </aside>
      <main className="mall-centre-main">{children}</main>
    </div>
  );
}
