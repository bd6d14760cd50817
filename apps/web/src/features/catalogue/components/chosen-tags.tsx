import type { ProductFacets } from '@mall/shared';
import { t } from '@/locales/zh-CN';
import { rangeCopy } from '../lib/range-copy';
import type { ScreeningState } from '../lib/screening-state';
import type { ScreeningUpdate } from '../lib/use-screening';

type Props = {
  facets: ProductFacets;
  state: ScreeningState;
  update: ScreeningUpdate;
  reset: () => void;
  /** Names of a chosen category outside the facets (rare: an empty result). */
  categoryTitle?: string;
};

/** 已选条件: every chosen filter as a removable tag, and 清空筛选. Nothing when no filter is chosen. */
export function ChosenTags({ facets, state, update, reset, categoryTitle }: Props) {
  const tags: { key: string; label: string; remove: () => void }[] = [];
  for (const id of state.brandIds) {
    const brand = facets.brands.find((b) => b.id === id);
    tags.push({
      key: `b${id}`,
      label: t.catalogue.brandTag(brand?.name ?? `#${id}`),
      remove: () => update({ brandIds: state.brandIds.filter((b) => b !== id) }),
    });
  }
  if (state.categoryId) {
    const title = facets.categories.find((c) => c.id === state.categoryId)?.title ?? categoryTitle;
    tags.push({
      key: 'cat',
      label: t.catalogue.categoryTag(title ?? `#${state.categoryId}`),
      remove: () => update({ categoryId: undefined, ranges: {} }),
    });
  }
  for (const [name, values] of Object.entries(state.attrs)) {
    for (const value of values) {
      tags.push({
        key: `a${name}:${value}`,
        label: `${name}：${value}`,
        remove: () => {
          const attrs = { ...state.attrs };
          const rest = values.filter((v) => v !== value);
          if (rest.length) attrs[name] = rest;
          else delete attrs[name];
          update({ attrs });
        },
      });
    }
  }
  for (const [id, r] of Object.entries(state.ranges)) {
    const facet = facets.ranges?.find((f) => String(f.attributeId) === id);
    tags.push({
      key: `r${id}`,
      label: rangeCopy.tag(facet?.name ?? `#${id}`, r.min, r.max, facet?.unit ?? ''),
      remove: () => {
        const ranges = { ...state.ranges };
        delete ranges[id];
        update({ ranges });
      },
    });
  }
  if (state.priceMin || state.priceMax) {
    tags.push({
      key: 'price',
      label: t.catalogue.priceTag(state.priceMin, state.priceMax),
      remove: () => update({ priceMin: '', priceMax: '' }),
    });
  }
  if (state.inStock) {
    tags.push({ key: 'stock', label: t.catalogue.inStockOnly, remove: () => update({ inStock: false }) });
  }
  if (tags.length === 0) return null;
  return (
    <div className="mall-chosen" role="group" aria-label={t.catalogue.chosen}>
      <span className="mall-chosen-label">{t.catalogue.chosen}</span>
      <div className="mall-chosen-tags">
        {tags.map((tag) => (
          <span key={tag.key} className="mall-chosen-tag">
            {tag.label}
            <button type="button" aria-label={t.catalogue.removeTag(tag.label)} onClick={tag.remove}>
              ×
            </button>
          </span>
        ))}
      </div>
      <button type="button" className="mall-link-button mall-chosen-clear" onClick={reset}>
        {t.catalogue.clearAll}
      </button>
    </div>
  );
}
