import { canUseArea, type ConsoleArea, type OperatorRole } from '@mall/shared';
import { t } from '@/locales/zh-CN';
import { paths } from './paths';

/** One entry of the side menu: a page (with its area) or a group of pages. */
export type MenuEntry = {
  key: string;
  label: string;
  icon?: string;
  path?: string;
  area?: ConsoleArea;
  children?: MenuEntry[];
};

const page = (key: keyof typeof t.menu, route: { path: string; area: ConsoleArea }, icon?: string) => ({
  key: route.path,
  label: t.menu[key],
  path: route.path,
  area: route.area,
  icon,
});

/** The whole menu, in the order operators read it. */
export const MENU: MenuEntry[] = [
  page('dashboard', paths.dashboard, 'dashboard'),
  page('orders', paths.orders, 'orders'),
  page('quotations', paths.quotations, 'quotations'),
  {
    key: 'finance',
    label: t.menu.finance,
    icon: 'finance',
    children: [
      page('payments', paths.payments),
      page('refunds', paths.refunds),
      page('invoices', paths.invoices),
      page('credit', paths.credit),
      page('settlements', paths.settlements),
    ],
  },
  page('afs', paths.afs, 'afs'),
  page('biddings', paths.biddings, 'biddings'),
  page('merchants', paths.merchants, 'merchants'),
  page('shops', paths.shops, 'merchants'),
  {
    key: 'catalogue',
    label: t.menu.catalogue,
    icon: 'catalogue',
    children: [
      page('categories', paths.categories),
      page('brands', paths.brands),
      page('products', paths.products),
      page('productImport', paths.productImport),
      page('agreementPrices', paths.agreementPrices),
    ],
  },
  {
    key: 'content',
    label: t.menu.content,
    icon: 'content',
    children: [
      page('banners', paths.banners),
      page('hotWords', paths.hotWords),
      page('notices', paths.notices),
      page('help', paths.help),
      page('about', paths.about),
    ],
  },
  page('buyers', paths.buyers, 'buyers'),
  page('companies', paths.companies, 'companies'),
  {
    key: 'punchout',
    label: t.menu.punchout,
    icon: 'punchout',
    children: [
      page('punchoutConfigs', paths.punchoutConfigs),
      page('punchoutSimulator', paths.punchoutSimulator),
      page('openApps', paths.openApps),
    ],
  },
  {
    key: 'settings',
    label: t.menu.settings,
    icon: 'settings',
    children: [
      page('site', paths.site),
      page('maintenance', paths.maintenance),
      page('repairTips', paths.repairTips),
      page('jobs', paths.jobs),
      page('quotationSettings', paths.quotationSettings),
      page('operators', paths.operators),
    ],
  },
  page('audit', paths.audit, 'audit'),
];

/** The menu a role sees: pages of areas it may use; groups left empty disappear. */
export function menuForRole(role: OperatorRole, menu: MenuEntry[] = MENU): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const entry of menu) {
    if (entry.children) {
      const children = menuForRole(role, entry.children);
      if (children.length > 0) out.push({ ...entry, children });
    } else if (!entry.area || canUseArea(role, entry.area)) {
      out.push(entry);
    }
  }
  return out;
}

/** The menu key of a location: the longest menu path the pathname starts with. */
export function selectedMenuKey(pathname: string, menu: MenuEntry[] = MENU): string | undefined {
  let best: string | undefined;
  const visit = (entries: MenuEntry[]) => {
    for (const entry of entries) {
      if (entry.children) visit(entry.children);
      else if (entry.path) {
        const hit =
          entry.path === '/'
            ? pathname === '/'
            : pathname === entry.path || pathname.startsWith(`${entry.path}/`);
        if (hit && (!best || entry.path.length > best.length)) best = entry.path;
      }
    }
  };
  visit(menu);
  return best;
}

/** The group holding a menu key (to open it). */
export function groupOf(key: string | undefined, menu: MenuEntry[] = MENU): string | undefined {
  if (!key) return undefined;
  return menu.find((entry) => entry.children?.some((child) => child.key === key))?.key;
}
