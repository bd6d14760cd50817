import type { ReactNode } from 'react';
import { Empty, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { BrandItem } from '@mall/shared';
import { brandCopy } from '@/locales/zh-CN-brand';
import { useBrandList } from '../api/get-brand-list';
import { brandHref } from '../brand-paths';
import '../brand.css';

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'];

/** One choice of a filter row (a category, a letter), pressed while chosen. */
function Chip({
  on,
  disabled,
  onClick,
  children,
}: {
  on: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={on}
      className={on ? 'active' : undefined}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

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
        <Chip on={!cat} onClick={() => setFilter('cat', undefined)}>
          {brandCopy.allCategories}
        </Chip>
        {(data?.categories ?? all.data?.categories ?? []).map((c) => (
          <Chip key={c.id} on={cat === c.id} onClick={() => setFilter('cat', String(c.id))}>
            {c.title}
          </Chip>
        ))}
      </nav>
      <nav className="mall-brand-letters" aria-label={brandCopy.letterIndex}>
        <Chip on={!letter} onClick={() => setFilter('letter', undefined)}>
          {brandCopy.allLetters}
        </Chip>
        {LETTERS.map((l) => (
          <Chip key={l} on={letter === l} disabled={!available.has(l)} onClick={() => setFilter('letter', l)}>
            {l}
          </Chip>
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
