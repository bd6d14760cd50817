import { Link } from 'react-router';
import { RightOutlined } from '@ant-design/icons';
import type { FirstCategoryPage } from '@mall/shared';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import '../catalogue.css';
import { Breadcrumbs } from './breadcrumbs';
import { ProductTile } from './product-tile';

/** The level-one page: banner, an anchor list of level-two groups, and each group's children and best sellers. */
export function FirstCategoryView({ page }: { page: FirstCategoryPage }) {
  const { category, groups } = page;
  return (
    <div className="mall-first-cate">
      <Breadcrumbs crumbs={page.breadcrumbs} />
      <header
        className="mall-first-cate-banner"
        style={category.background ? { backgroundImage: `url(${category.background})` } : undefined}
      >
        {category.icon ? <img src={category.icon} alt="" /> : null}
        <h1>{category.title}</h1>
        <span className="sub">
          {t.catalogue.groupSummary(
            groups.length,
            groups.reduce((n, g) => n + g.children.length, 0),
          )}
        </span>
      </header>
      <nav className="mall-first-cate-nav" aria-label={t.catalogue.groupsNav}>
        {groups.map((group) => (
          <a key={group.id} href={`#group-${group.id}`}>
            {group.title}
          </a>
        ))}
      </nav>
      {groups.map((group) => (
        <section
          key={group.id}
          id={`group-${group.id}`}
          className="mall-cate-group"
          aria-labelledby={`group-title-${group.id}`}
        >
          <header>
            <h2 id={`group-title-${group.id}`}>{group.title}</h2>
            <Link className="more" to={paths.shopScreen.getHref(category.id, category.id, group.id)}>
              {t.catalogue.viewAll}
              <RightOutlined />
            </Link>
          </header>
          <div className="mall-cate-group-body">
            <ul className="mall-cate-children">
              {group.children.map((child) => (
                <li key={child.id}>
                  <Link to={paths.threeCate.getHref(group.id, child.id)}>
                    <span className="icon">{child.icon ? <img src={child.icon} alt="" /> : null}</span>
                    <span className="title">{child.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
            {group.featured.length > 0 && (
              <div className="mall-cate-featured">
                <div className="mall-cate-featured-title">{t.catalogue.featured}</div>
                <ul aria-label={`${group.title} ${t.catalogue.featured}`}>
                  {group.featured.map((product) => (
                    <li key={product.productId}>
                      <ProductTile product={product} />
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </section>
      ))}
    </div>
  );
}
