import { useEffect, useState } from 'react';
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
import { lazyComponent } from '@/components/lazy-antd';
import { toast } from '@/lib/toast';
import { useUserStore } from '@/lib/user-store';
import { t } from '@/locales/zh-CN';
import { screeningResult } from '@/features/catalogue/lib/screening-result';

/** My company's 物料编码 the keyword names, first: its code (and request) come only for a signed-in buyer. */
const MaterialCodeMatch = lazyComponent(() => import('@/features/company/components/material-code-match'));

/** /search?value={keyword}: results with the screening panel, highlighted terms and a helpful empty state. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const keyword = (params.get('value') ?? '').trim();
  const signedIn = useUserStore((s) => s.user !== null);
  const screening = useScreening();
  const { state } = screening;
  const query = useSearchProducts(toSearchBody({ keyword }, state), keyword !== '');
  // The server's first view (the first row of tiles) stays until the results (or their error) are drawn
  // (lib/first-view.ts: data-page-drawn).
  const drawn = !!query.data || query.isError || keyword === '';
  const { data: hot } = useHotSearch();
  const empty = query.data?.total === 0;
  // A 物料编码 the keyword names is a result: an otherwise empty search then says only that nothing else matched.
  const [codeFound, setCodeFound] = useState(false);
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
  const emptyState =
    signedIn && codeFound ? (
      <p className="mall-muted" data-testid="search-code-only">
        {t.searchPage.codeMatchOnly(keyword)}
      </p>
    ) : (
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
      {keyword && signedIn && <MaterialCodeMatch keyword={keyword} onFound={setCodeFound} />}
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
