import { Link } from 'react-router';
import { FileSearchOutlined } from '@ant-design/icons';
import type { ProductCard } from '@mall/shared';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import { ProductGrid } from './product-tile';
import '../catalogue.css';

type Props = {
  keyword: string;
  /** Other keywords that do find products (suggestions for the typed word). */
  suggestions: string[];
  hotWords: string[];
  hotProducts: ProductCard[];
};

/** A named row of keywords, each a link to its search; nothing when there are none. */
function WordLinks({ label, words }: { label: string; words: string[] }) {
  if (!words.length) return null;
  return (
    <div className="links" aria-label={label}>
      <span>{label}</span>
      {words.map((w) => (
        <Link key={w} to={paths.search.getHref(w)}>
          {w}
        </Link>
      ))}
    </div>
  );
}

/** The helpful empty state of search: what to try, did-you-mean links, hot words and best sellers. */
export function SearchEmpty({ keyword, suggestions, hotWords, hotProducts }: Props) {
  return (
    <div className="mall-search-empty-wrap">
      <div className="mall-search-empty" role="status">
        <FileSearchOutlined className="icon" />
        <div>
          <h2>{keyword ? t.searchPage.emptyTitle(keyword) : t.searchPage.emptyKeyword}</h2>
          {keyword && (
            <ul>
              {t.searchPage.emptyTips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          )}
          <WordLinks label={t.searchPage.maybe} words={suggestions} />
          <WordLinks label={t.searchPage.hotWords} words={hotWords} />
        </div>
      </div>
      {hotProducts.length > 0 && (
        <section aria-label={t.searchPage.hotProducts}>
          <div className="mall-section-head">
            <h2>{t.searchPage.hotProducts}</h2>
          </div>
          <ProductGrid products={hotProducts} label={t.searchPage.hotProducts} />
        </section>
      )}
    </div>
  );
}

/** 没有找到“X”，已为您显示“Y”的结果 — Y links to its own search. */
export function DidYouMean({ keyword, corrected }: { keyword: string; corrected: string }) {
  return (
    <p className="mall-search-notice" role="status">
      {t.searchPage.didYouMeanBefore}
      <b>“{keyword}”</b>
      {t.searchPage.didYouMeanMiddle}
      <Link to={paths.search.getHref(corrected)}>“{corrected}”</Link>
      {t.searchPage.didYouMeanAfter}
    </p>
  );
}
