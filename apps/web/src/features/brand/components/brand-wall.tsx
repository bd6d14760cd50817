import { Empty, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { BrandItem } from '@mall/shared';
import { brandCopy } from '@/locales/zh-CN-brand';
import { useBrandList } from '../api/get-brand-list';
import { brandHref } from '../brand-paths';
import '../brand.css';

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'];

/** 品牌馆: filter by level-one category, A–Z index, logos grouped by letter. Filters live in the URL. */
export function BrandWall() {
  const [params, setParams] = useSearchParams();
  const cat = Number(params.get('cat')) || undefined;
  const letterRaw = params.get('letter') ?? '';
  const letter = LETTERS.includes(letterRaw) ? letterRaw : undefined;
  const query = useBrandList({ firstCategoryId: cat, initial: letter });
  // The letters that have brands come from the wall without a letter filter, so the index stays whole.
  const all = useBrandList({ firstCategoryId: cat });
  const data = query.data;
  const available = new Set(all.data?.initials ?? data?.initials ?? []);

  const setFilter = (key: 'cat' | 'letter', value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key === 'cat') next.delete('letter');
      return next;
    });

  const groups = new Map<string, BrandItem[]>();
  for (const brand of data?.list ?? []) {
    const list = groups.get(brand.initial) ?? [];
    list.push(brand);
    groups.set(brand.initial, list);
  }

  return (
    <div className="mall-brand-wall">
      <header className="mall-brand-hero">
        <h1>{brandCopy.title}</h1>
        <p>{brandCopy.subTitle}</p>
      </header>
      <nav className="mall-brand-cats" aria-label={brandCopy.categoryFilter}>
        <button
          type="button"
          aria-pressed={!cat}
          className={!cat ? 'active' : undefined}
          onClick={() => setFilter('cat', undefined)}
        >
          {brandCopy.allCategories}
        </button>
        {(data?.categories ?? all.data?.categories ?? []).map((c) => (
          <button
            type="button"
            key={c.id}
            aria-pressed={cat === c.id}
            className={cat === c.id ? 'active' : undefined}
            onClick={() => setFilter('cat', String(c.id))}
          >
            {c.title}
          </button>
        ))}
      </nav>
      <nav className="mall-brand-letters" aria-label={brandCopy.letterIndex}>
        <button
          type="button"
          aria-pressed={!letter}
          className={!letter ? 'active' : undefined}
          onClick={() => setFilter('letter', undefined)}
        >
          {brandCopy.allLetters}
        </button>
        {LETTERS.map((l) => (
          <button
            type="button"
            key={l}
            aria-pressed={letter === l}
            className={letter === l ? 'active' : undefined}
            disabled={!available.has(l)}
            onClick={() => setFilter('letter', l)}
          >
            {l}
          </button>
        ))}
        <span className="count">{data ? brandCopy.count(data.list.length) : ''}</span>
      </nav>
      {!data ? (
        <div className="mall-brand-loading">
          <Spin />
        </div>
      ) : data.list.length === 0 ? (
        <Empty className="mall-brand-empty" description={brandCopy.empty} />
      ) : (
        [...groups.entries()].map(([initial, brands]) => (
          <section key={initial} className="mall-brand-group" aria-label={initial}>
            <h2>{initial}</h2>
            <ul>
              {brands.map((brand) => (
                <li key={brand.id}>
                  <Link to={brandHref(brand.id)} title={brand.name}>
                    <span className="logo">{brand.logo ? <img src={brand.logo} alt="" /> : null}</span>
                    <span className="name">{brand.name}</span>
                    <span className="latin">{brand.latinName}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
