import { useEffect, type ReactNode } from 'react';
import { Button } from 'antd';
import type { ProductSearchResult } from '@mall/shared';
import { Empty, Pagination, Result } from '@/components/lazy-antd';
import { Spinner } from '@/components/plain';
import { t } from '@/locales/zh-CN';
import '../catalogue.css';
import { hasFilters, type ScreeningState } from '../lib/screening-state';
import type { ScreeningUpdate } from '../lib/use-screening';
import { ChosenTags } from './chosen-tags';
import { FacetPanel } from './facet-panel';
import { ProductGrid } from './product-tile';
import { RangeFilters } from './range-filters';
import { SortBar } from './sort-bar';

type Props = {
  result: ProductSearchResult | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  state: ScreeningState;
  update: ScreeningUpdate;
  reset: () => void;
  showCategories?: boolean;
  showBrands?: boolean;
  /** Shown instead of the plain "no result" box when nothing matches (the search page's helpful state). */
  empty?: ReactNode;
  /** Shown above the facets (did-you-mean notice). */
  notice?: ReactNode;
};

/** The screening panel and its results: facets, chosen tags, sort bar, 20 tiles a page, pager with jump. */
export function ScreeningView(props: Props) {
  const { result, loading, error, state, update, reset } = props;
  const pages = result ? Math.ceil(result.total / result.pageSize) : 0;

  // Paging and sorting start at the top of the list.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [state.page]);

  // A page past the end (an old link, fewer results now) goes to the last page.
  const pastEnd = Boolean(result && result.total > 0 && result.list.length === 0 && state.page > pages);
  useEffect(() => {
    if (pastEnd) update({ page: pages }, { keepPage: true });
  }, [pastEnd, pages, update]);

  if (!result) {
    if (error) {
      return (
        <Result
          status="warning"
          title={t.catalogue.loadFailed}
          extra={<Button onClick={props.onRetry}>{t.catalogue.retry}</Button>}
        />
      );
    }
    return (
      <div className="mall-screening-loading">
        <Spinner />
      </div>
    );
  }

  // Nothing matches the page's own scope (not the buyer's filters): the page's helpful empty state.
  if (result.total === 0 && props.empty && !hasFilters(state)) {
    return <>{props.empty}</>;
  }

  return (
    <div className={`mall-screening${loading ? ' is-loading' : ''}`} aria-busy={loading}>
      {props.notice}
      <FacetPanel
        facets={result.facets}
        state={state}
        update={update}
        showCategories={props.showCategories}
        showBrands={props.showBrands}
      />
      <RangeFilters ranges={result.facets.ranges} state={state} update={update} />
      <ChosenTags facets={result.facets} state={state} update={update} reset={reset} />
      <SortBar state={state} update={update} total={result.total} pages={pages} />
      {result.list.length > 0 ? (
        <ProductGrid products={result.list} />
      ) : (
        <div className="mall-screening-empty">
          <Empty description={t.catalogue.noResult}>
            <p>{t.catalogue.noResultHint}</p>
            <Button onClick={reset}>{t.catalogue.clearAll}</Button>
          </Empty>
        </div>
      )}
      {result.total > result.pageSize && (
        <nav className="mall-pager" aria-label={t.catalogue.pagination}>
          <Pagination
            current={Math.min(state.page, Math.max(pages, 1))}
            pageSize={result.pageSize}
            total={result.total}
            showSizeChanger={false}
            showQuickJumper
            onChange={(page) => update({ page })}
          />
        </nav>
      )}
    </div>
  );
}
