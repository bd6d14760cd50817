import { Link } from 'react-router';
import type { CategoryPath } from '@mall/shared';
import { t } from '@/locales/zh-CN';

/** The category's siblings under the same parent as quick links (the current one marked). */
export function CategoryStrip({ path, hrefOf }: { path: CategoryPath; hrefOf: (id: number) => string }) {
  if (path.siblings.length <= 1) return null;
  // Siblings share the parent: name it (the crumb above this category).
  const parent = path.breadcrumbs[path.breadcrumbs.length - 2]?.title ?? t.catalogue.siblings;
  return (
    <nav className="mall-cate-strip" aria-label={t.catalogue.siblings}>
      <span className="label">{parent}：</span>
      <div className="links">
        {path.siblings.map((s) =>
          s.id === path.category.id ? (
            <strong key={s.id} aria-current="page">
              {s.title}
            </strong>
          ) : (
            <Link key={s.id} to={hrefOf(s.id)}>
              {s.title}
            </Link>
          ),
        )}
      </div>
    </nav>
  );
}
