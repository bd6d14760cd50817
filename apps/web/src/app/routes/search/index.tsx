import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useSearchProducts } from '@/features/catalogue/api/search-products';
import { PageCrumbs } from '@/features/catalogue/components/breadcrumbs';
import { ScreeningView } from '@/features/catalogue/components/screening-view';
import { DidYouMean, SearchEmpty } from '@/features/catalogue/components/search-empty';
import { currentAreaCode, toSearchBody } from '@/features/catalogue/lib/screening-state';
import { useScreening } from '@/features/catalogue/lib/use-screening';
import { useHotSearch } from '@/features/search/api/get-hot-search';
import { getSearchTips } from '@/features/search/api/get-search-tips';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { screeningResult } from '@/features/catalogue/lib/screening-result';

/** /search?value={keyword}: results with the screening panel, highlighted terms and a helpful empty state. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const keyword = (params.get('value') ?? '').trim();
  const screening = useScreening();
  const { state } = screening;
  const query = useSearchProducts(toSearchBody({ keyword }, state), keyword !== '');
  // The server's first view (the first row of tiles) stays until the results (or their error) are drawn
  // (lib/first-view.ts: data-page-drawn).
  const drawn = !!query.data || query.isError || keyword === '';
  const { data: hot } = useHotSearch();
  const empty = query.data?.total === 0;
  const tips = useQuery({
    queryKey: ['search-page', 'tips', keyword],
    queryFn: () => getSearchTips(keyword, [currentAreaCode()]),
    enabled: empty && keyword !== '',
  });

  // An empty keyword searches nothing.
  useEffect(() => {
    if (!keyword) toast.warning(t.searchPage.emptyKeyword);
  }, [keyword]);

  const hotWords = (hot ?? []).map((h) => h.hotWord).slice(0, 8);
  const emptyState = (
    <SearchEmpty
      keyword={keyword}
      suggestions={(tips.data ?? []).filter((s) => s !== keyword).slice(0, 6)}
      hotWords={hotWords}
      hotProducts={query.data?.hotProducts ?? []}
    />
  );
  return (
    <div className="mall-container mall-cat-page" data-page-drawn={drawn ? '' : undefined}>
      <PageCrumbs
        items={[
          { label: t.searchPage.resultTitle },
          ...(keyword ? [{ label: t.searchPage.resultFor(keyword) }] : []),
        ]}
      />
      {keyword && (
        <div className="mall-page-heading">
          <h1>{t.searchPage.heading(keyword)}</h1>
        </div>
      )}
      {keyword ? (
        <ScreeningView
          {...screeningResult(query)}
          {...screening}
          showCategories
          empty={emptyState}
          notice={
            query.data?.didYouMean ? <DidYouMean keyword={keyword} corrected={query.data.didYouMean} /> : null
          }
        />
      ) : (
        emptyState
      )}
    </div>
  );
}
