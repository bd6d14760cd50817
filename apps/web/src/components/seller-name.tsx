import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import './seller-name.css';

/**
 * A seller's name as listings, the product page and the cart show it: a shop's name links to its page
 * /shop/{id}; the platform's own (自营, id 0) shows the 自营 mark without a link (it has no shop page).
 */
export function SellerName({
  id,
  name,
  selfLabel = 'mark',
}: {
  id: number;
  name: string;
  selfLabel?: 'mark' | 'name';
}) {
  if (!id) {
    return selfLabel === 'mark' ? (
      <em className="self">{t.catalogue.selfRun}</em>
    ) : (
      <>{t.catalogue.selfRunName}</>
    );
  }
  return (
    <Link className="mall-seller-link" to={paths.shop.getHref(id)} data-testid="seller-link">
      {name}
    </Link>
  );
}
