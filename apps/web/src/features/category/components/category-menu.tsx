import { useState } from 'react';
import { Link } from 'react-router';
import { RightOutlined } from '@ant-design/icons';
import type { CategoryNode } from '@mall/shared';
import { paths } from '@/config/paths';
import { useCategoryList } from '../api/get-category-list';

/** Three-level category menu with a flyout: level one in the list, levels two and three in the panel. */
export function CategoryMenu({ maxItems = 12 }: { maxItems?: number }) {
  const { data } = useCategoryList();
  const [activeId, setActiveId] = useState<number | null>(null);
  const list = (data ?? []).slice(0, maxItems);
  const active = list.find((c) => c.id === activeId);

  return (
    <nav className="mall-catmenu" aria-label="商品分类" onMouseLeave={() => setActiveId(null)}>
      <ul className="mall-catmenu-list">
        {list.map((first) => (
          <li
            key={first.id}
            className={first.id === activeId ? 'active' : undefined}
            onMouseEnter={() => setActiveId(first.id)}
            onFocus={() => setActiveId(first.id)}
          >
            <Link to={paths.secondCate.getHref(first.id)}>{first.title}</Link>
            <RightOutlined />
          </li>
        ))}
      </ul>
      {active && <Flyout first={active} />}
    </nav>
  );
}

function Flyout({ first }: { first: CategoryNode }) {
  return (
    <div className="mall-catmenu-fly" role="region" aria-label={`${first.title} 子分类`}>
      {first.children.map((second) => (
        <dl key={second.id}>
          <dt>
            <Link to={paths.secondCate.getHref(first.id)}>{second.title}</Link>
          </dt>
          <dd>
            {second.children.map((third) => (
              <Link key={third.id} to={paths.threeCate.getHref(second.id, third.id)}>
                {third.title}
              </Link>
            ))}
          </dd>
        </dl>
      ))}
    </div>
  );
}
