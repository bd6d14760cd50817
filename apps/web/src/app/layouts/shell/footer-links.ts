import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';

/**
 * Footer columns → help articles. Keys follow the help_articles table: type '<column>-<item>' with the
 * column counted from 0 and the item from 1 ('2-1' is 货到付款, as spec section 2 maps payment topics);
 * index is the column, which the help centre opens in its side menu.
 */
export const FOOTER_COLUMNS = t.footer.columns.map((column, columnIndex) => ({
  title: column.title,
  links: column.items.map((label, itemIndex) => ({
    label,
    href: paths.help.getHref(`${columnIndex}-${itemIndex + 1}`, columnIndex),
  })),
}));
