import { Link } from 'react-router';
import type { CategoryPath } from '@mall/shared';
import { t } from '@/locales/zh-CN';

/** The level-three category's siblings as quick links (the current one marked). */
export function CategoryStrip({ path, hrefOf }: { path: CategoryPath; hrefOf: (id: number) => string }) {
  if (path.siblings.length <= 1) return null;
  return (
    <nav className="mall-cate-strip" aria-label={t.catalogue.siblings}>
      <span className="label">
        {path.breadcrumbs.find((c) => c.level === 2)?.title ?? t.catalogue.siblings}：
      </span>
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
