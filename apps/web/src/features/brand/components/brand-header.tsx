import { Link } from 'react-router';
import type { BrandItem } from '@mall/shared';
import { paths } from '@/config/paths';
import { brandCopy } from '@/locales/zh-CN-brand';
import '../brand.css';

/** The brand's banner on its page: logo, names, the categories it serves, back to the wall. */
export function BrandHeader({ brand, categories }: { brand: BrandItem; categories: string[] }) {
  return (
    <header className="mall-brand-head mall-entity-head">
      <span className="logo">{brand.logo ? <img src={brand.logo} alt={brand.name} /> : null}</span>
      <div className="names">
        <h1>
          {brand.name}
          {brand.latinName && brand.latinName !== brand.name ? <small>{brand.latinName}</small> : null}
        </h1>
        {categories.length > 0 && (
          <p>
            {brandCopy.serves}
            {categories.join('、')}
          </p>
        )}
      </div>
      <Link className="back" to={paths.brand.getHref()}>
        {brandCopy.backToWall}
      </Link>
    </header>
  );
}
