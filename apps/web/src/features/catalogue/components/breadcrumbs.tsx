import { Fragment } from 'react';
import { Link } from 'react-router';
import { RightOutlined } from '@ant-design/icons';
import type { CategoryCrumb } from '@mall/shared';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import '../catalogue.css';

/** Link of a category crumb: level one → its page, level two → its level-one page, level three → its page. */
function crumbHref(crumbs: CategoryCrumb[], crumb: CategoryCrumb): string {
  const first = crumbs.find((c) => c.level === 1);
  const second = crumbs.find((c) => c.level === 2);
  if (crumb.level === 3 && second) return paths.threeCate.getHref(second.id, crumb.id);
  return paths.secondCate.getHref(first?.id ?? crumb.id);
}

/** 首页 > level one > level two > level three [> current]. */
export function Breadcrumbs({ crumbs, current }: { crumbs: CategoryCrumb[]; current?: string }) {
  return (
    <nav className="mall-crumbs" aria-label={t.catalogue.breadcrumb}>
      <Link to={paths.home.getHref()}>{t.catalogue.home}</Link>
      {crumbs.map((crumb, index) => {
        const last = index === crumbs.length - 1 && !current;
        return (
          <Fragment key={crumb.id}>
            <RightOutlined className="sep" />
            {last ? (
              <strong aria-current="page">{crumb.title}</strong>
            ) : (
              <Link to={crumbHref(crumbs, crumb)}>{crumb.title}</Link>
            )}
          </Fragment>
        );
      })}
      {current && (
        <>
          <RightOutlined className="sep" />
          <span className="current mall-ellipsis" aria-current="page">
            {current}
          </span>
        </>
      )}
    </nav>
  );
}

/** Simple crumbs for pages outside the category tree (search, brands, scene zones). */
export function PageCrumbs({ items }: { items: { label: string; to?: string }[] }) {
  return (
    <nav className="mall-crumbs" aria-label={t.catalogue.breadcrumb}>
      <Link to={paths.home.getHref()}>{t.catalogue.home}</Link>
      {items.map((item, index) => (
        <Fragment key={`${item.label}-${index}`}>
          <RightOutlined className="sep" />
          {item.to ? (
            <Link to={item.to}>{item.label}</Link>
          ) : (
            <strong aria-current={index === items.length - 1 ? 'page' : undefined}>{item.label}</strong>
          )}
        </Fragment>
      ))}
    </nav>
  );
}
