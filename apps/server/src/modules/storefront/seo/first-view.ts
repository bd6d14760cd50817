import type { Banner, CategoryPath, ProductDetail, ProductSearchResult } from '@mall/shared';
import { escapeHtml } from './html-shell';

/**
 * First views: what a visitor's home, product, search and category pages show before the app's scripts have run,
 * written into the HTML by the server from the cached bodies the pages' own calls answer from. Each draws
 * its boxes where the app then draws the same ones, at the app's sizes (apps/web: styles.css for the shell,
 * product.css, home.css, catalogue.css), so the app's page takes the first view's place without a jump.
 * No prices (a member's may differ, and signed-in buyers get no first view) and nothing to click: nothing
 * works before the app does. The app removes it once its own page is drawn (apps/web lib/first-view.ts).
 */

/**
 * The shell at the app's sizes (top bar 32 px, header 100 px or 116 px on the home page, navigation 42 px
 * with its 2 px line, a 1200 px column in a page at least 1240 px wide), and a rule that keeps the app's
 * root invisible, laid out but not painted, while the first view is there: removing `#first-view` shows the
 * root in the same frame.
 */
const FRAME_STYLE =
  `#first-view~#root{visibility:hidden;position:absolute;top:0;left:0;right:0}` +
  `.fv{min-width:1240px;font:12px/20px -apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",` +
  `sans-serif;color:#333}.fv *{box-sizing:border-box}.fv-in{width:1200px;margin:0 auto}` +
  `.fv-bar{height:32px;background:#f0f2f5;border-bottom:1px solid #e5e8ef}.fv-head{background:#fff}` +
  `.fv-head .fv-in{height:100px;display:flex;align-items:center;padding-left:58px;font-size:24px;` +
  `font-weight:700;letter-spacing:2px;color:#1661ab}.fv-home .fv-head .fv-in{height:116px;padding-top:12px}` +
  `.fv-nav{height:42px;background:#fff;border-bottom:2px solid #1661ab}` +
  `.fv-nav .fv-in{height:40px}.fv-nav i{display:block;width:210px;height:40px;background:#1661ab}` +
  `.fv-crumbs{height:40px;display:flex;align-items:center;color:#666}` +
  `.fv h1{margin:0;font-size:18px;line-height:26px;font-weight:700}.fv p{margin:8px 0 0;color:#666}`;

/**
 * The pages' own boxes. Product: picture 400 × 400 in a 420 px frame inside a white box with 20 px padding,
 * the name 28 px to its right. Home: category menu 210 × 420, carousel 740 × 318, side panel 230 × 420,
 * 10 px apart. Search: heading, the facet rows (43 px each, at most four shown before 更多选项, chips as the
 * app sizes them, so rows wrap alike), the sort bar's box, then tiles five to a row with their picture
 * 206 × 206 at 13 px and their name where the app writes it (below the price's place).
 */
const PAGE_STYLE =
  `.fv-goods{display:flex;gap:28px;background:#fff;padding:20px}` +
  `.fv-pic{flex:none;width:420px;height:420px;border:1px solid #e5e8ef;background:#f7f8fa;display:flex;` +
  `align-items:center;justify-content:center}.fv-pic img{display:block;width:400px;height:400px}` +
  `.fv-top{display:flex;gap:10px;height:420px}.fv-menu{width:210px;background:#1f2d3d}` +
  `.fv-banner{width:740px;height:318px;background:#dfe6ee;overflow:hidden}` +
  `.fv-banner img{display:block;width:740px;height:318px;object-fit:cover}.fv-side{width:230px;background:#fff}` +
  `.fv-search h1{margin-bottom:10px}` +
  `.fv-strip{display:flex;gap:12px;background:#fff;padding:12px 16px;margin-bottom:12px;border-radius:2px}` +
  `.fv-strip b{flex-shrink:0;font-weight:600}.fv-strip div{display:flex;flex-wrap:wrap;gap:6px 18px;color:#666}` +
  `.fv-strip strong{color:#1661ab;font-weight:700}` +
  `.fv-facets{background:#fff;border:1px solid #e5e8ef;border-radius:2px}` +
  `.fv-frow{display:flex;align-items:flex-start;border-bottom:1px dashed #ebedf0;min-height:40px}` +
  `.fv-frow:last-child{border-bottom:0}.fv-fname{width:110px;flex-shrink:0;background:#f7f8fa;` +
  `align-self:stretch;padding:11px 12px;color:#666;font-weight:600;overflow:hidden;text-overflow:ellipsis;` +
  `white-space:nowrap}.fv-fvals{flex:1;display:flex;flex-wrap:wrap;gap:4px 6px;padding:7px 12px;min-width:0}` +
  `.fv-fvals span,.fv-fmore,.fv-ftoggle{display:inline-flex;align-items:center;gap:3px;font:12px Arial,sans-serif}` +
  `.fv-fvals span{height:26px;max-width:220px;padding:0 8px;border:1px solid transparent;color:#005aa0;` +
  `white-space:nowrap;overflow:hidden}.fv-fvals small{font-size:12px;color:#707070}` +
  `.fv-fmore{flex-shrink:0;margin:9px 12px;height:22px;padding:1px 6px;gap:4px;border:1px solid #ddd;color:#666}` +
  `.fv-ftoggle{display:flex;width:max-content;gap:4px;margin:-1px auto 0;padding:4px 16px;border:1px solid #e5e8ef;` +
  `border-top-color:#fff;color:#666;position:relative;top:1px;background:#fff}` +
  `.fv-fmore i,.fv-ftoggle i{display:inline-block;width:12px;height:12px}` +
  `.fv-sort{margin-top:12px;height:42px;background:#f7f8fa;border:1px solid #e5e8ef}` +
  `.fv-tiles{margin:12px 0 0;padding:0;list-style:none;display:grid;grid-template-columns:repeat(5,1fr);gap:10px}` +
  `.fv-tiles li{background:#fff;border:1px solid transparent;padding:12px}` +
  `.fv-tiles img{display:block;width:206px;height:206px;background:#f7f8fa}` +
  `.fv .fv-tiles p{margin:42px 0 0;height:36px;line-height:18px;overflow:hidden;color:#333}`;

/** The first view's frame around a page's part (`body`, already escaped). */
function firstViewHtml(siteName: string, body: string, opts: { home?: boolean } = {}): string {
  return (
    `<div id="first-view" class="fv${opts.home ? ' fv-home' : ''}"><style>${FRAME_STYLE}${PAGE_STYLE}</style>` +
    `<div class="fv-bar"></div><div class="fv-head"><div class="fv-in">${escapeHtml(siteName)}</div></div>` +
    `<div class="fv-nav"><div class="fv-in"><i></i></div></div><div class="fv-in">${body}</div></div>`
  );
}

/** Product page: breadcrumbs as text, the main picture at the gallery's place, name, brand, model, shop. */
export function productFirstView(siteName: string, d: ProductDetail): string {
  const crumbs = ['首页', ...d.breadcrumbs.map((c) => c.title)].map(escapeHtml).join(' / ');
  const image = d.images[0]
    ? `<img src="${escapeHtml(d.images[0])}" alt="${escapeHtml(d.title)}" width="400" height="400" fetchpriority="high">`
    : '';
  const facts = [`品牌：${d.brand.name}`, `型号：${d.modelNo}`, d.seller.id ? `店铺：${d.seller.name}` : '']
    .filter(Boolean)
    .map((f) => `<p>${escapeHtml(f)}</p>`)
    .join('');
  return firstViewHtml(
    siteName,
    `<div class="fv-crumbs">${crumbs}</div><div class="fv-goods"><div class="fv-pic">${image}</div>` +
      `<div><h1>${escapeHtml(d.title)}</h1>${facts}</div></div>`,
  );
}

/** Home page: the carousel's first banner where the carousel stands; null without a banner. */
export function homeFirstView(siteName: string, banners: Banner[]): string | null {
  const first = banners[0];
  if (!first) return null;
  const img =
    `<img src="${escapeHtml(first.imageUrl)}" alt="${escapeHtml(first.title)}" width="740" height="318" ` +
    `fetchpriority="high">`;
  return firstViewHtml(
    siteName,
    `<div class="fv-top"><div class="fv-menu"></div><div class="fv-banner">${img}</div>` +
      `<div class="fv-side"></div></div>`,
    { home: true },
  );
}

// The app's facet panel (features/catalogue/components/facet-panel.tsx): rows shown before 更多选项 and
// chips shown before a row's 更多.
const COLLAPSED_ROWS = 4;
const COLLAPSED_CHIPS = 12;

function facetRows(
  facets: ProductSearchResult['facets'],
  showCategories: boolean,
): { name: string; chips: [string, number][] }[] {
  const rows: { name: string; chips: [string, number][] }[] = [];
  if (facets.brands.length) {
    rows.push({
      name: '品牌',
      chips: facets.brands.map((b) => [
        b.latinName && b.latinName !== b.name ? `${b.name}（${b.latinName}）` : b.name,
        b.count,
      ]),
    });
  }
  if (showCategories && facets.categories.length) {
    rows.push({ name: '分类', chips: facets.categories.map((c) => [c.title, c.count]) });
  }
  for (const attr of facets.attributes) {
    rows.push({ name: attr.name, chips: attr.values.map((v) => [v.value, v.count]) });
  }
  if (facets.priceRanges.length) {
    rows.push({ name: '价格', chips: facets.priceRanges.map((r) => [r.label, r.count]) });
  }
  return rows;
}

/**
 * A listing's first page (default order, no filters) as the screening view draws it: the facet rows as text
 * (分类 only where the page offers it), the sort bar's box and the first row of tiles (picture and name). Null
 * when nothing is listed or the answer is for a corrected keyword (the app then shows a notice or an empty
 * state of its own).
 */
function listingFirstView(result: ProductSearchResult, showCategories: boolean): string | null {
  const tiles = result.list.slice(0, 5);
  if (tiles.length === 0 || result.didYouMean) return null;
  const rows = facetRows(result.facets, showCategories);
  const many = rows.length > COLLAPSED_ROWS + 1;
  const facets = (many ? rows.slice(0, COLLAPSED_ROWS) : rows)
    .map(({ name, chips }) => {
      const shown = chips.length > COLLAPSED_CHIPS ? chips.slice(0, COLLAPSED_CHIPS) : chips;
      const values = shown
        .map(([label, count]) => `<span>${escapeHtml(label)}<small>(${count})</small></span>`)
        .join('');
      const more = chips.length > COLLAPSED_CHIPS ? '<span class="fv-fmore">更多<i></i></span>' : '';
      return `<div class="fv-frow"><div class="fv-fname">${escapeHtml(name)}：</div><div class="fv-fvals">${values}</div>${more}</div>`;
    })
    .join('');
  const items = tiles
    .map(
      (p) =>
        `<li><img${p.image ? ` src="${escapeHtml(p.image)}"` : ''} alt="" width="206" height="206">` +
        `<p>${escapeHtml(p.title)}</p></li>`,
    )
    .join('');
  return (
    `<div class="fv-facets">${facets}${many ? '<span class="fv-ftoggle">更多选项<i></i></span>' : ''}</div>` +
    `<div class="fv-sort"></div><ul class="fv-tiles">${items}</ul>`
  );
}

/** Search page (first page, default order, no filters): breadcrumbs, heading, then the listing's first view. */
export function searchFirstView(
  siteName: string,
  keyword: string,
  result: ProductSearchResult,
): string | null {
  const listing = listingFirstView(result, true);
  if (listing === null) return null;
  const word = escapeHtml(keyword);
  return firstViewHtml(
    siteName,
    `<div class="fv-search"><div class="fv-crumbs">首页 / 搜索结果 / “${word}”</div><h1>搜索“${word}”</h1>` +
      `${listing}</div>`,
  );
}

/**
 * A level-three category page (first page, default order, no filters): breadcrumbs, the category's name, the
 * strip of its siblings (when it has any) as the app's CategoryStrip draws it, then the listing's first view.
 */
export function categoryFirstView(
  siteName: string,
  path: CategoryPath,
  result: ProductSearchResult,
): string | null {
  // A category's own page offers no 分类 row (the app's CategoryListing: showCategories off).
  const listing = listingFirstView(result, false);
  if (listing === null) return null;
  const crumbs = ['首页', ...path.breadcrumbs.map((c) => c.title)].map(escapeHtml).join(' / ');
  const parent = path.breadcrumbs[path.breadcrumbs.length - 2]?.title ?? '同级分类';
  const strip =
    path.siblings.length > 1
      ? `<nav class="fv-strip"><b>${escapeHtml(parent)}：</b><div>` +
        path.siblings
          .map((s) =>
            s.id === path.category.id
              ? `<strong>${escapeHtml(s.title)}</strong>`
              : `<span>${escapeHtml(s.title)}</span>`,
          )
          .join('') +
        `</div></nav>`
      : '';
  return firstViewHtml(
    siteName,
    `<div class="fv-search"><div class="fv-crumbs">${crumbs}</div><h1>${escapeHtml(path.category.title)}</h1>` +
      `${strip}${listing}</div>`,
  );
}
