import { useState } from 'react';
import { CheckOutlined, DownOutlined, UpOutlined } from '@ant-design/icons';
import type { ProductFacets } from '@mall/shared';
import { t } from '@/locales/zh-CN';
import type { ScreeningState } from '../lib/screening-state';
import type { ScreeningUpdate } from '../lib/use-screening';

type Chip = { key: string; label: string; count: number; selected: boolean; onClick: () => void };

const COLLAPSED_CHIPS = 12;
const COLLAPSED_ROWS = 4;

/** What a 更多/收起 button says while closed, and while open. */
type MoreWords = [more: string, less: string];
const CHIP_WORDS: MoreWords = [t.catalogue.more, t.catalogue.less];
const ROW_WORDS: MoreWords = [t.catalogue.moreOptions, t.catalogue.fewerOptions];

/** 更多/收起 under a list that shows only its first few until asked. */
function MoreToggle({
  className,
  open,
  onToggle,
  words,
}: {
  className: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  words: MoreWords;
}) {
  return (
    <button type="button" className={className} onClick={() => onToggle(!open)} aria-expanded={open}>
      {open ? words[1] : words[0]}
      {open ? <UpOutlined /> : <DownOutlined />}
    </button>
  );
}

function FacetRow({ name, chips }: { name: string; chips: Chip[] }) {
  const [open, setOpen] = useState(false);
  const many = chips.length > COLLAPSED_CHIPS;
  const shown = open || !many ? chips : chips.slice(0, COLLAPSED_CHIPS);
  return (
    <div className="mall-facet-row" role="group" aria-label={name}>
      <div className="mall-facet-name">{name}：</div>
      <div className="mall-facet-values">
        {shown.map((chip) => (
          <button
            type="button"
            key={chip.key}
            className={chip.selected ? 'selected' : undefined}
            aria-pressed={chip.selected}
            onClick={chip.onClick}
            title={chip.label}
          >
            <span className="label">{chip.label}</span>
            <span className="count">({chip.count})</span>
            {chip.selected && <CheckOutlined className="check" />}
          </button>
        ))}
      </div>
      {many && <MoreToggle className="mall-facet-more" open={open} onToggle={setOpen} words={CHIP_WORDS} />}
    </div>
  );
}

type Props = {
  facets: ProductFacets;
  state: ScreeningState;
  update: ScreeningUpdate;
  /** Offer the 分类 facet (pages without a category of their own). */
  showCategories?: boolean;
  /** Offer the 品牌 facet (not on a brand's own page). */
  showBrands?: boolean;
};

/** Facets with server counts: brand, category, every spec attribute, price bands. Toggling writes the URL. */
export function FacetPanel({ facets, state, update, showCategories = false, showBrands = true }: Props) {
  const [allRows, setAllRows] = useState(false);

  const toggle = <T,>(list: T[], value: T) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

  const rows: { name: string; chips: Chip[] }[] = [];
  if (showBrands && facets.brands.length > 0) {
    rows.push({
      name: t.catalogue.brand,
      chips: facets.brands.map((b) => ({
        key: String(b.id),
        label: b.latinName && b.latinName !== b.name ? `${b.name}（${b.latinName}）` : b.name,
        count: b.count,
        selected: state.brandIds.includes(b.id),
        onClick: () => update({ brandIds: toggle(state.brandIds, b.id) }),
      })),
    });
  }
  if (showCategories && facets.categories.length > 0) {
    rows.push({
      name: t.catalogue.category,
      chips: facets.categories.map((c) => ({
        key: String(c.id),
        label: c.title,
        count: c.count,
        selected: state.categoryId === c.id,
        // Numeric ranges belong to a category's attributes: another category starts without them.
        onClick: () => update({ categoryId: state.categoryId === c.id ? undefined : c.id, ranges: {} }),
      })),
    });
  }
  for (const attr of facets.attributes) {
    const chosen = state.attrs[attr.name] ?? [];
    rows.push({
      name: attr.name,
      chips: attr.values.map((v) => ({
        key: v.value,
        label: v.value,
        count: v.count,
        selected: chosen.includes(v.value),
        onClick: () => {
          const values = toggle(chosen, v.value);
          const attrs = { ...state.attrs };
          if (values.length) attrs[attr.name] = values;
          else delete attrs[attr.name];
          update({ attrs });
        },
      })),
    });
  }
  if (facets.priceRanges.length > 0) {
    rows.push({
      name: t.catalogue.price,
      chips: facets.priceRanges.map((r) => {
        const min = r.min;
        const max = r.max ?? '';
        const selected = state.priceMin === min && state.priceMax === max;
        return {
          key: `${min}-${max}`,
          label: r.label,
          count: r.count,
          selected,
          onClick: () => update(selected ? { priceMin: '', priceMax: '' } : { priceMin: min, priceMax: max }),
        };
      }),
    });
  }

  const many = rows.length > COLLAPSED_ROWS + 1;
  const shown = allRows || !many ? rows : rows.slice(0, COLLAPSED_ROWS);
  return (
    <section className="mall-facets" aria-label={t.catalogue.facetsLabel}>
      {shown.map((row) => (
        <FacetRow key={row.name} name={row.name} chips={row.chips} />
      ))}
      {many && (
        <MoreToggle className="mall-facets-toggle" open={allRows} onToggle={setAllRows} words={ROW_WORDS} />
      )}
    </section>
  );
}
