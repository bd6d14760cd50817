import { useState } from 'react';
import { Link } from 'react-router';
import { LIMITS, type HomeFloor as Floor } from '@mall/shared';
import { ProductCard } from '@/components/product-card';
import { paths } from '@/config/paths';

const FLOOR_COLORS = ['#1661ab', '#0b7a6f', '#ad4e00', '#c41d7f', '#531dab'];

/** One home floor: up to 8 category names, 5 tabs, 8 products each. */
export function HomeFloor({ floor, index }: { floor: Floor; index: number }) {
  const tabs = floor.manyVOS.slice(0, LIMITS.FLOOR_TABS);
  const [activeTab, setActiveTab] = useState(0);
  const current = tabs[activeTab] ?? tabs[0];
  const color = FLOOR_COLORS[index % FLOOR_COLORS.length];

  return (
    <section className="mall-floor" aria-label={floor.title} style={{ ['--floor-color' as string]: color }}>
      <header className="mall-floor-head">
        <h2>
          <span className="no">{index + 1}F</span>
          <Link to={paths.secondCate.getHref(floor.id)}>{floor.title}</Link>
        </h2>
        <div className="mall-floor-tabs" role="tablist" aria-label={floor.title}>
          {tabs.map((tab, i) => (
            <button
              type="button"
              role="tab"
              key={tab.categoryId}
              aria-selected={i === activeTab}
              className={i === activeTab ? 'active' : undefined}
              onMouseEnter={() => setActiveTab(i)}
              onClick={() => setActiveTab(i)}
            >
              {tab.categoryName}
            </button>
          ))}
        </div>
      </header>
      <div className="mall-floor-body">
        <aside className="mall-floor-aside">
          <strong>{floor.title}</strong>
          <ul>
            {floor.titleToIdVOS.slice(0, LIMITS.FLOOR_CATEGORY_NAMES).map((c) => (
              <li key={c.id}>
                <Link to={paths.threeCate.getHref(c.parentId, c.id)}>{c.title}</Link>
              </li>
            ))}
          </ul>
        </aside>
        <div className="mall-floor-products" role="tabpanel">
          {(current?.spuListS ?? []).slice(0, LIMITS.FLOOR_PRODUCTS).map((p) => (
            <ProductCard
              key={p.skuId}
              to={paths.goods.getHref(p.skuId)}
              name={p.spuName}
              image={p.fileVOS[0]?.previewPath}
              price={p.price}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
