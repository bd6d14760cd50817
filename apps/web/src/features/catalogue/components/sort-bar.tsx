import { useState } from 'react';
import { ArrowDownOutlined, ArrowUpOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { ProductSort } from '@mall/shared';
import { toast } from '@/lib/toast';
import { CheckBox } from '@/components/plain';
import { t } from '@/locales/zh-CN';
import { isPriceText, rangeProblem, type ScreeningState } from '../lib/screening-state';
import type { ScreeningUpdate } from '../lib/use-screening';
import { RangeForm } from './range-form';

type Props = { state: ScreeningState; update: ScreeningUpdate; total: number; pages: number };

/** 综合 / 销量 / 价格 (toggles both ways) / 新品, the price range inputs, 仅显示有货, count and a mini pager. */
export function SortBar({ state, update, total, pages }: Props) {
  const [min, setMin] = useState(state.priceMin);
  const [max, setMax] = useState(state.priceMax);
  // The URL is the source of truth: a tag removed or a link followed refills the inputs.
  const urlPrice = `${state.priceMin}|${state.priceMax}`;
  const [seenPrice, setSeenPrice] = useState(urlPrice);
  if (seenPrice !== urlPrice) {
    setSeenPrice(urlPrice);
    setMin(state.priceMin);
    setMax(state.priceMax);
  }

  const sortButton = (sort: ProductSort, label: string) => (
    <button
      type="button"
      className={state.sort === sort ? 'active' : undefined}
      aria-pressed={state.sort === sort}
      onClick={() => update({ sort })}
    >
      {label}
    </button>
  );
  const priceInput = (label: string, value: string, set: (value: string) => void) => (
    <input
      aria-label={label}
      placeholder={`¥ ${label}`}
      inputMode="decimal"
      value={value}
      maxLength={11}
      onChange={(e) => set(e.target.value)}
    />
  );
  const priceActive = state.sort === 'priceAsc' || state.sort === 'priceDesc';

  const applyPrice = () => {
    const a = min.trim();
    const b = max.trim();
    const problem = rangeProblem(a, b, isPriceText);
    if (problem) toast.warning(problem === 'invalid' ? t.catalogue.priceInvalid : t.catalogue.priceOrder);
    else update({ priceMin: a, priceMax: b });
  };

  return (
    <div className="mall-sortbar">
      <div className="mall-sorts" role="group" aria-label={t.catalogue.sortLabel}>
        {sortButton('default', t.catalogue.sorts.default)}
        {sortButton('sales', t.catalogue.sorts.sales)}
        <button
          type="button"
          className={priceActive ? 'active' : undefined}
          aria-pressed={priceActive}
          title={state.sort === 'priceAsc' ? t.catalogue.priceAscTitle : t.catalogue.priceDescTitle}
          onClick={() => update({ sort: state.sort === 'priceAsc' ? 'priceDesc' : 'priceAsc' })}
        >
          {t.catalogue.sorts.price}
          <span className="arrows" aria-hidden>
            <ArrowUpOutlined className={state.sort === 'priceAsc' ? 'on' : undefined} />
            <ArrowDownOutlined className={state.sort === 'priceDesc' ? 'on' : undefined} />
          </span>
        </button>
        {sortButton('new', t.catalogue.sorts.new)}
      </div>
      <RangeForm className="mall-price-range" onApply={applyPrice}>
        {priceInput(t.catalogue.priceMin, min, setMin)}
        <span className="dash">-</span>
        {priceInput(t.catalogue.priceMax, max, setMax)}
        <button type="submit">{t.catalogue.priceApply}</button>
      </RangeForm>
      <CheckBox checked={state.inStock} onChange={(e) => update({ inStock: e.target.checked })}>
        {t.catalogue.inStockOnly}
      </CheckBox>
      <div className="mall-sortbar-right">
        <span className="count" role="status">
          {t.catalogue.resultCount(total)}
        </span>
        <span className="mini-pager">
          <em>{t.catalogue.pageOf(Math.min(state.page, Math.max(pages, 1)), Math.max(pages, 1))}</em>
          <button
            type="button"
            aria-label={t.catalogue.prevPage}
            disabled={state.page <= 1}
            onClick={() => update({ page: state.page - 1 })}
          >
            <LeftOutlined />
          </button>
          <button
            type="button"
            aria-label={t.catalogue.nextPage}
            disabled={state.page >= pages}
            onClick={() => update({ page: state.page + 1 })}
          >
            <RightOutlined />
          </button>
        </span>
      </div>
    </div>
  );
}
