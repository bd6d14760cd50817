import { PRODUCT_SORTS, SEARCH_PAGE_SIZE, type ProductSearchBody, type ProductSort } from '@mall/shared';
import { currentAreaCode } from './area-code';

/**
 * Everything a buyer chooses on the screening panel. It lives in the URL search params so that a link
 * reproduces the view (style.md rule 4):
 *   brand=3,17          brands (OR)
 *   attr=量程:60m       one param per chosen attribute value (OR within a name, AND across names)
 *   pmin=10&pmax=200    price range in yuan
 *   stock=1             仅显示有货
 *   sort=priceAsc       sort code (综合 = no param)
 *   page=2              page number (1 = no param)
 *   cat=2001            a level-three category chosen from the 分类 facet (search, brand and scene pages)
 *   range=11:20~25      one param per numeric attribute range (attribute id, min~max in its unit; an end may
 *                       be empty: range=12:~50)
 * Other params of the page (value, id, firstId, secondId) are left untouched.
 */
export type ScreeningState = {
  brandIds: number[];
  attrs: Record<string, string[]>;
  priceMin: string;
  priceMax: string;
  inStock: boolean;
  sort: ProductSort;
  page: number;
  categoryId?: number;
  /** Numeric attribute ranges by attribute id, in the attribute's display unit ('' = open end). */
  ranges: Record<string, RangeValue>;
};

export type RangeValue = { min: string; max: string };

const SCREENING_KEYS = ['brand', 'attr', 'pmin', 'pmax', 'stock', 'sort', 'page', 'cat', 'range'] as const;

const positiveInt = (raw: string | null): number | undefined => {
  if (!raw || !/^\d{1,9}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? n : undefined;
};

const PRICE_RE = /^\d{1,8}(\.\d{1,2})?$/;
/** A price a buyer may type: up to 8 digits and 2 decimals (the contract's rule). */
export const isPriceText = (text: string) => PRICE_RE.test(text);

const RANGE_RE = /^\d{1,12}(\.\d{1,6})?$/;
/** A range end a buyer may type: a number not below 0 with up to 6 decimals (the contract's rule). */
export const isRangeText = (text: string) => RANGE_RE.test(text);

/** What is wrong with a typed min–max pair (either end may be empty): an end `valid` refuses, or min above max. */
export function rangeProblem(
  min: string,
  max: string,
  valid: (text: string) => boolean,
): 'invalid' | 'order' | null {
  if ((min && !valid(min)) || (max && !valid(max))) return 'invalid';
  if (min && max && Number(min) > Number(max)) return 'order';
  return null;
}

/** `range` params → ranges by attribute id; malformed ones are dropped, the first of an attribute counts. */
function parseRanges(params: URLSearchParams): Record<string, RangeValue> {
  const ranges: Record<string, RangeValue> = {};
  for (const raw of params.getAll('range')) {
    const m = /^([1-9]\d{0,9}):([^~]*)~([^~]*)$/.exec(raw);
    if (!m || ranges[m[1]!]) continue;
    const [, id, min = '', max = ''] = m;
    if ((!min && !max) || rangeProblem(min, max, isRangeText)) continue;
    ranges[id!] = { min, max };
  }
  return ranges;
}

export function parseScreening(params: URLSearchParams): ScreeningState {
  const brandIds = (params.get('brand') ?? '')
    .split(',')
    .map((s) => positiveInt(s.trim()))
    .filter((n): n is number => n !== undefined);
  const attrs: Record<string, string[]> = {};
  for (const raw of params.getAll('attr')) {
    const at = raw.indexOf(':');
    if (at <= 0 || at === raw.length - 1) continue;
    const name = raw.slice(0, at);
    const value = raw.slice(at + 1);
    const list = (attrs[name] ??= []);
    if (!list.includes(value)) list.push(value);
  }
  const sortRaw = params.get('sort') ?? '';
  const sort = (PRODUCT_SORTS as readonly string[]).includes(sortRaw) ? (sortRaw as ProductSort) : 'default';
  const priceMin = params.get('pmin') ?? '';
  const priceMax = params.get('pmax') ?? '';
  return {
    brandIds: [...new Set(brandIds)],
    attrs,
    priceMin: isPriceText(priceMin) ? priceMin : '',
    priceMax: isPriceText(priceMax) ? priceMax : '',
    inStock: params.get('stock') === '1',
    sort,
    page: positiveInt(params.get('page')) ?? 1,
    categoryId: positiveInt(params.get('cat')),
    ranges: parseRanges(params),
  };
}

/** Writes the state into a copy of `params`, keeping the page's own params. */
export function writeScreening(params: URLSearchParams, state: ScreeningState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of SCREENING_KEYS) next.delete(key);
  if (state.brandIds.length) next.set('brand', state.brandIds.join(','));
  for (const [name, values] of Object.entries(state.attrs)) {
    for (const value of values) next.append('attr', `${name}:${value}`);
  }
  if (state.priceMin) next.set('pmin', state.priceMin);
  if (state.priceMax) next.set('pmax', state.priceMax);
  if (state.inStock) next.set('stock', '1');
  if (state.sort !== 'default') next.set('sort', state.sort);
  if (state.page > 1) next.set('page', String(state.page));
  if (state.categoryId) next.set('cat', String(state.categoryId));
  for (const [id, r] of Object.entries(state.ranges ?? {})) {
    if (r.min || r.max) next.append('range', `${id}:${r.min}~${r.max}`);
  }
  return next;
}

/** True when the buyer narrowed the listing (sort and page do not count). */
export function hasFilters(state: ScreeningState): boolean {
  return (
    state.brandIds.length > 0 ||
    Object.keys(state.attrs).length > 0 ||
    Boolean(state.priceMin || state.priceMax) ||
    state.inStock ||
    state.categoryId !== undefined ||
    Object.keys(state.ranges ?? {}).length > 0
  );
}

export { currentAreaCode } from './area-code';

/** The POST body of /api/product/search (or getShopList) for a page's base scope and the panel state. */
export function toSearchBody(
  base: Pick<ProductSearchBody, 'keyword' | 'categoryId' | 'sceneId'>,
  state: ScreeningState,
  areaCode = currentAreaCode(),
): ProductSearchBody {
  const body: ProductSearchBody = {
    ...base,
    sort: state.sort,
    pageNum: state.page,
    pageSize: SEARCH_PAGE_SIZE,
    areaCode,
  };
  // A facet category narrows the page's own scope (only offered where the page has no category of its own).
  if (state.categoryId) body.categoryId = state.categoryId;
  if (state.brandIds.length) body.brandIds = state.brandIds;
  if (Object.keys(state.attrs).length) body.attrs = state.attrs;
  if (state.priceMin) body.priceMin = state.priceMin;
  if (state.priceMax) body.priceMax = state.priceMax;
  if (state.inStock) body.inStock = true;
  const ranges = Object.entries(state.ranges ?? {});
  if (ranges.length)
    body.ranges = Object.fromEntries(
      ranges.map(([id, r]) => [id, { ...(r.min && { min: r.min }), ...(r.max && { max: r.max }) }]),
    );
  return body;
}
