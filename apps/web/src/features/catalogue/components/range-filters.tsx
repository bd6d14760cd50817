import { useState } from 'react';
import type { ProductFacets } from '@mall/shared';
import { rangeCopy as c } from '../lib/range-copy';
import { isRangeText, rangeProblem, type RangeValue, type ScreeningState } from '../lib/screening-state';
import type { ScreeningUpdate } from '../lib/use-screening';
import { RangeForm } from './range-form';

type RangeFacet = NonNullable<ProductFacets['ranges']>[number];

type Props = { ranges: ProductFacets['ranges']; state: ScreeningState; update: ScreeningUpdate };

/**
 * A min–max input per numeric attribute of the category (内径（mm）), with the values available under the
 * other filters; applied on 确定 (written to the URL), cleared one by one with 清除. No request of its own:
 * the bounds come with the listing's facets.
 */
export function RangeFilters({ ranges, state, update }: Props) {
  const shown = (ranges ?? []).filter((r) => r.min !== null || state.ranges[r.attributeId]);
  if (!shown.length) return null;
  const set = (id: number, value: RangeValue | null) => {
    const next = { ...state.ranges };
    if (value) next[id] = value;
    else delete next[id];
    update({ ranges: next });
  };
  return (
    <section className="mall-facets mall-range-facets" aria-label={c.label}>
      {shown.map((r) => {
        const chosen = state.ranges[r.attributeId];
        // The URL is the source of truth: a tag removed, back/forward or a link refills the inputs.
        const key = `${r.attributeId}:${chosen?.min ?? ''}~${chosen?.max ?? ''}`;
        return <RangeRow key={key} facet={r} chosen={chosen} onApply={(v) => set(r.attributeId, v)} />;
      })}
    </section>
  );
}

function RangeRow({
  facet,
  chosen,
  onApply,
}: {
  facet: RangeFacet;
  chosen: RangeValue | undefined;
  onApply: (value: RangeValue | null) => void;
}) {
  const [min, setMin] = useState(chosen?.min ?? '');
  const [max, setMax] = useState(chosen?.max ?? '');
  const [error, setError] = useState('');
  const name = c.name(facet.name, facet.unit);
  const apply = () => {
    const a = min.trim();
    const b = max.trim();
    const problem = rangeProblem(a, b, isRangeText);
    setError(problem === 'invalid' ? c.invalid : problem === 'order' ? c.order : '');
    if (problem) return;
    onApply(a || b ? { min: a, max: b } : null);
  };
  const input = (end: string, value: string, setValue: (v: string) => void, hint: string | null) => (
    <input
      aria-label={c.inputLabel(facet.name, end)}
      placeholder={hint ?? end}
      inputMode="decimal"
      maxLength={19}
      value={value}
      onChange={(e) => setValue(e.target.value)}
    />
  );
  return (
    <div className="mall-facet-row" role="group" aria-label={name}>
      <div className="mall-facet-name" title={name}>
        {name}：
      </div>
      <RangeForm className="mall-price-range mall-range-form" onApply={apply}>
        {input(c.min, min, setMin, facet.min)}
        <span className="dash">-</span>
        {input(c.max, max, setMax, facet.max)}
        <span className="unit">{facet.unit}</span>
        <button type="submit">{c.apply}</button>
        {chosen && (
          <button type="button" className="mall-link-button" onClick={() => onApply(null)}>
            {c.clear}
          </button>
        )}
        <span className="hint">
          {facet.min !== null && facet.max !== null ? c.available(facet.min, facet.max, facet.unit) : c.none}
        </span>
        {error && (
          <span className="error" role="alert">
            {error}
          </span>
        )}
      </RangeForm>
    </div>
  );
}
