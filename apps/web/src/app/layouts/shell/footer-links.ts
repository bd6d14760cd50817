import { HELP_ARTICLES_INDEX } from '@mall/shared';
import { paths } from '@/config/paths';

/** Footer column order; the keys and titles come from the shared help index. */
const SPEC_ORDER = ['购物指南', '配送政策', '支付方式', '关于我们', '其他'];

/**
 * Footer columns → help articles: type is the article key ('2-1' 货到付款, as the spec maps payment
 * topics); index is the column's position in the help centre's menu (HELP_ARTICLES_INDEX).
 */
export const FOOTER_COLUMNS = HELP_ARTICLES_INDEX.map((column, index) => ({
  title: column.title as string,
  links: column.items.map((item) => ({
    label: item.title as string,
    href: paths.help.getHref(item.type, index),
  })),
})).sort((a, b) => rank(a.title) - rank(b.title));

function rank(title: string): number {
  const i = SPEC_ORDER.indexOf(title);
  return i === -1 ? SPEC_ORDER.length : i;
}
