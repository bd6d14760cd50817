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

type MenuKey = keyof typeof t.menu & keyof typeof paths;
type GroupKey = 'finance' | 'catalogue' | 'content' | 'punchout' | 'notifications' | 'settings';

/** A page of the menu: its label, path and area come from its key; `icon` only on the top level. */
const page = (key: MenuKey, icon?: string): MenuEntry => {
  const route: { path: string; area?: ConsoleArea } = paths[key];
  return { key: route.path, label: t.menu[key], path: route.path, area: route.area, icon };
};
/** A group of pages: keyed, labelled and drawn by its own name. */
const group = (key: GroupKey, pages: MenuKey[]): MenuEntry => ({
  key,
  label: t.menu[key],
  icon: key,
  children: pages.map((p) => page(p)),
});

/** The whole menu, in the order operators read it. */
export const MENU: MenuEntry[] = [
  page('dashboard', 'dashboard'),
  page('orders', 'orders'),
  page('quotations', 'quotations'),
  group('finance', ['payments', 'refunds', 'invoices', 'einvoice', 'match', 'credit', 'settlements']),
  page('afs', 'afs'),
  page('biddings', 'biddings'),
  page('merchants', 'merchants'),
  page('shops', 'merchants'),
  group('catalogue', [
    'categories',
    'attributes',
    'brands',
    'products',
    'productImport',
    'partNumbers',
    'taxCodes',
    'agreementPrices',
  ]),
  group('content', ['banners', 'hotWords', 'notices', 'help', 'about']),
  page('buyers', 'buyers'),
  page('companies', 'companies'),
  group('punchout', ['punchoutConfigs', 'punchoutSimulator', 'openApps']),
  group('notifications', ['notificationDeliveries', 'notificationTemplates']),
  group('settings', ['site', 'maintenance', 'repairTips', 'jobs', 'quotationSettings', 'operators']),
  page('audit', 'audit'),
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
