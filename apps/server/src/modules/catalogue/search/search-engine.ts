import { sql, type SQL } from 'drizzle-orm';
import type { AreaScope } from '../region';
import { queryRows, type Db } from '../../../db/client';
import { normalizeText } from './analyzer';
import { bestMatchesMany, productsByModel } from './batch-match';
import { cardColumns, type CardRow } from './product-cards';
import { PreparedKeywords, plainQuery, readSynonyms } from './keyword-facets';
import {
  preparedAreas,
  preparedFacetRows,
  preparedFacets,
  preparedBounds,
  preparedKeywordRows,
  type FacetRow,
} from './listing-facets';
import { BAND_CASE, type CountedFacets, type SearchHits } from './search-hits';
import type { FacetMemo, SearchEngine, SearchRequest } from './search-request';
import { correctedKeyword, latinWords, suggestTerms } from './search-words';
import { TermCorrector } from './term-corrector';
import { HEAD_IDS, KEYWORD_ORDER, keywordMatch } from './relevance';
import { parseQuery, type ParsedQuery } from './query';
import { rebuildSearchIndex, reindexProducts } from './search-indexer';
import { partNumbersOf } from './part-number-match';
import { askedBoundsSql, boundsOf, rangeBoundsSql, rangeCtes } from './range-filter';
import { rangedListing } from './range-listing';

const p = (values: unknown[]) => sql.param(values);

type Row = {
  total: number;
  ids: number[] | null;
  head: number[];
  cards: CardRow[] | null;
  brands: [number, number][] | null;
  cats: [number, number][] | null;
  prices: [number, number][] | null;
  attrs: [string, number][] | null;
  ranges?: [number, string | null, string | null][] | null;
};

/** The cards of the ids `ids` (an int[] expression) as one JSON array, any order. */
const cardsSql = (ids: SQL) => sql`(select json_agg(to_json(c)) from (select ${cardColumns}
  from products p join brands b on b.id = p.brand_id where p.id = any(${ids})) c)`;

function and(parts: SQL[]): SQL {
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** Search on PostgreSQL full-text (GIN over product_search.doc) with pg_trgm for corrections. */
export class PgSearchEngine implements SearchEngine {
  private synonyms: { at: number; map: Map<string, string[]> } | null = null;
  private readonly corrector: TermCorrector;
  private readonly preparedKeywords: PreparedKeywords;

  constructor(private readonly db: Db) {
    this.corrector = new TermCorrector(db);
    this.preparedKeywords = new PreparedKeywords(db);
  }

  async rebuild() {
    this.synonyms = null;
    const built = await rebuildSearchIndex(this.db);
    this.preparedKeywords.reset();
    return built;
  }

  reindexProducts(productIds: readonly number[]) {
    return reindexProducts(this.db, productIds);
  }

  async bestMatchesMany(keywords: readonly string[], opts: { area: AreaScope; limit: number }) {
    return bestMatchesMany(this.db, await this.synonymMap(), this.corrector, keywords, opts);
  }

  productsByModel(models: readonly string[]) {
    return productsByModel(this.db, models);
  }

  /** Synonyms, re-read at most once a minute (operators edit them rarely). */
  private async synonymMap(): Promise<Map<string, string[]>> {
    if (this.synonyms && Date.now() - this.synonyms.at < 60_000) return this.synonyms.map;
    const map = await readSynonyms(this.db);
    this.synonyms = { at: Date.now(), map };
    return map;
  }

  async search(req: SearchRequest, memo?: FacetMemo): Promise<SearchHits> {
    const keyword = req.keyword?.trim() ?? '';
    if (!keyword && req.rangeIndex && req.category) {
      // A ranged category listing: matched, ordered and counted in the process; only the cards are read.
      const found = rangedListing(req.rangeIndex, { ...req, category: req.category });
      return { ...found, cards: await this.cardsOf(found.ids), terms: [], corrected: null };
    }
    if (!keyword) return { ...(await this.run(req, null, memo && [memo, null])), terms: [], corrected: null };
    const [synonyms, partNumbers] = await Promise.all([this.synonymMap(), partNumbersOf(this.db, keyword)]);
    const parsed = parseQuery(keyword, synonyms);
    if (partNumbers.size) parsed.parts = [...partNumbers.keys()];
    const [hits, resolved] = await Promise.all([
      this.run(req, parsed, memo && [memo, keyword]),
      latinWords(this.db, parsed.latin),
    ]);
    if (hits.total > 0 || !(parsed.groups.length || parsed.model)) {
      const terms = [...parsed.terms, ...parsed.latin, ...resolved];
      return { ...hits, terms, corrected: null, ...(partNumbers.size ? { partNumbers } : {}) };
    }
    const corrected = await correctedKeyword(this.db, keyword);
    if (corrected && corrected !== normalizeText(keyword)) {
      const reparsed = parseQuery(corrected, await this.synonymMap());
      const again = await this.run(req, reparsed, memo && [memo, corrected]);
      if (again.total > 0) {
        const more = await latinWords(this.db, reparsed.latin);
        return { ...again, terms: [...reparsed.terms, ...reparsed.latin, ...more], corrected };
      }
    }
    return { ...hits, terms: [...parsed.terms, ...parsed.latin, ...resolved], corrected: null };
  }

  /**
   * The page's ids with the total and facets: one statement, or only the ids when `memo` (with the keyword
   * run, which a correction changes) remembers the total and facets of these filters.
   */
  private async run(
    req: SearchRequest,
    q: ParsedQuery | null,
    memo?: [FacetMemo, string | null],
  ): Promise<Omit<SearchHits, 'terms' | 'corrected'>> {
    // Filters every count respects.
    const where: SQL[] = [sql`s.on_shelf`];
    const area = req.area.where(sql`s.area_codes`);
    if (area) where.push(area);
    if (req.category) {
      const col =
        req.category.level === 1
          ? sql`s.first_category_id`
          : req.category.level === 2
            ? sql`s.second_category_id`
            : sql`s.category_id`;
      where.push(sql`${col} = ${req.category.id}`);
    }
    if (req.merchantId !== undefined) where.push(sql`s.merchant_id = ${req.merchantId}`);
    if (req.sceneIds?.length) where.push(sql`s.scene_ids && ${p(req.sceneIds)}::int[]`);
    if (req.inStock) where.push(sql`s.in_stock`);
    if (req.poolCompanyId)
      where.push(sql`exists (select 1 from company_pool_products pp
        where pp.company_id = ${req.poolCompanyId} and pp.product_id = s.product_id)`);

    let rel: SQL = sql`0`;
    if (q) {
      const found = keywordMatch(q);
      where.push(found.match);
      rel = found.rel;
    }

    // Facet dimensions: each facet's counts ignore its own filter.
    const dims: { key: string; cond: SQL }[] = [];
    if (req.brandIds?.length) dims.push({ key: 'b', cond: sql`s.brand_id = any(${p(req.brandIds)}::int[])` });
    if (req.priceMinFen !== undefined || req.priceMaxFen !== undefined) {
      const lo = req.priceMinFen ?? 0;
      const hi = req.priceMaxFen ?? 2_000_000_000;
      dims.push({ key: 'p', cond: sql`s.min_price_fen between ${lo} and ${hi}` });
    }
    // Numeric ranges: one dimension (a product matches when one SKU lies inside every range), read by CTEs
    // over the products matching the other filters (`ranged` puts them before a statement's own).
    const asks = req.ranges ?? [];
    const rangeAttrs = req.rangeAttrs ?? [];
    const ranged = asks.length
      ? sql`cand as materialized (select s.product_id from product_search s where ${and(where)}),
          ${rangeCtes(
            asks,
            rangeAttrs.map((a) => a.id),
          )},`
      : sql``;
    const rangeJoin = asks.length ? sql`left join rp on rp.product_id = s.product_id` : sql``;
    if (asks.length) dims.push({ key: 'r', cond: sql`rp.product_id is not null` });
    const attrNames = Object.keys(req.attrs ?? {}).filter((n) => req.attrs![n]!.length);
    attrNames.forEach((name, i) => {
      const keys = req.attrs![name]!.map((v) => `${name}=${v}`);
      dims.push({ key: `a${i}`, cond: sql`s.attr_keys && ${p(keys)}::text[]` });
    });
    const flag = (key: string) => sql.raw(`f_${key}`);
    const allBut = (skip: string | null) => and(dims.filter((d) => d.key !== skip).map((d) => flag(d.key)));

    const order: SQL = {
      default: q ? KEYWORD_ORDER : sql`sales_count desc nulls last, product_id desc`,
      sales: sql`sales_count desc nulls last, product_id desc`,
      priceAsc: sql`min_price_fen asc, sales_count desc nulls last, product_id desc`,
      priceDesc: sql`min_price_fen desc, sales_count desc nulls last, product_id desc`,
      new: sql`created_at desc, product_id desc`,
    }[req.sort];

    const attrExclusion = attrNames.length
      ? sql`case split_part(k, '=', 1) ${sql.join(
          attrNames.map((name, i) => sql`when ${name} then ${allBut(`a${i}`)}`),
          sql` `,
        )} else ${allBut(null)} end`
      : allBut(null);
    const flags = dims.length
      ? sql`, ${sql.join(
          dims.map((d) => sql`${d.cond} as ${flag(d.key)}`),
          sql`, `,
        )}`
      : sql``;

    const page = sql`with ${ranged} pg as (select s.product_id, s.min_price_fen,
        s.sales_count, s.created_at, ${rel} as rel ${flags}
      from product_search s ${rangeJoin} where ${and(where)})
      select product_id from pg where ${allBut(null)} order by ${order} limit ${req.limit} offset ${req.offset}`;

    // The page's cards are read in the same statement as its ids: a page is one round trip. The ids are a
    // materialised CTE: a subquery in FROM would be pulled up and the page computed once per reference.
    type PageRow = { ids: number[]; cards: CardRow[] | null };

    // A plain category listing (no keyword, no other filter) reads its facets prepared at write time in the
    // same statement.
    // Prepared facets answer only a listing or keyword with no other filter, in an area the rows split out.
    const areas = preparedAreas(req.area);
    const plain =
      areas &&
      !dims.length &&
      req.merchantId === undefined &&
      !req.sceneIds?.length &&
      !req.inStock &&
      !req.poolCompanyId;
    // The bounds of the category's numeric attributes (none: the statements stay as they were).
    const boundsOver = (products: SQL) =>
      rangeAttrs.length ? sql`, ${rangeBoundsSql(rangeAttrs, products)} as ranges` : sql``;
    const withBounds = (facets: CountedFacets['facets'], rows: Row['ranges']): CountedFacets['facets'] =>
      rangeAttrs.length ? { ...facets, ranges: boundsOf(rangeAttrs, rows ?? null) } : facets;
    if (plain && !q && req.category) {
      // The bounds over the whole category are prepared with its facets (listing_facets.ranges).
      const [row] = await queryRows<PageRow & { facets: FacetRow[] | null }>(
        this.db,
        sql`with x as materialized (select array(${page}) as ids)
          select x.ids, ${preparedFacetRows(req.category.id, areas)} as facets, ${cardsSql(sql`x.ids`)} as cards
          from x`,
        { byText: 'listing-prepared' },
      );
      const prepared = preparedFacets(row!.facets, areas);
      if (prepared)
        return {
          ids: row!.ids.map(Number),
          cards: row!.cards ?? [],
          total: prepared.total,
          facets: withBounds(prepared.facets, preparedBounds(row!.facets, areas)),
        };
    }

    const slot = memo && (await memo[0].open({ filters: memo[0].key, keyword: memo[1] }));
    const known = slot?.value;
    const end = req.offset + req.limit;
    const head = known?.head;
    if (known && head?.sort === req.sort && (end <= head.ids.length || head.ids.length >= known.total)) {
      // A page inside the remembered head: its ids are known, only its cards are read.
      const ids = head.ids.slice(req.offset, end);
      return { ids, cards: await this.cardsOf(ids), total: known.total, facets: known.facets };
    }
    if (known) {
      const [row] = await queryRows<PageRow>(
        this.db,
        sql`with x as materialized (select array(${page}) as ids)
            select x.ids, ${cardsSql(sql`x.ids`)} as cards from x`,
        // A listing's page (no keyword) is prepared per shape of its filters: its plan does not depend on
        // the values. A keyword's is planned for its words every time.
        q ? undefined : { byText: 'listing-page' },
      );
      return { ids: row!.ids.map(Number), cards: row!.cards ?? [], ...known };
    }
    // The ranked head is kept with the counts (pages past it are cut from a head that reaches them).
    const headSize = Math.max(HEAD_IDS, end);
    // A plain keyword search (a brand or category name, nothing else) reads its facets prepared at write time
    // and ranks only its head.
    const query = q && plainQuery(q);
    if (plain && query && !req.category && (await this.preparedKeywords.has(query))) {
      // 全国 in the default order: the head prepared with the facets (null: not ranked yet); else ranked now.
      const stored = req.sort === 'default' && areas.length === 1 && areas[0] === '*' && end <= HEAD_IDS;
      const ranked = stored
        ? sql`(select head from keyword_facets where query = ${query} and area = '*')`
        : sql`array(select product_id from (select s.product_id, s.min_price_fen, s.sales_count, s.created_at,
            ${rel} as rel from product_search s where ${and(where)}) x order by ${order} limit ${headSize})`;
      const [row] = await queryRows<{
        head: number[] | null;
        cards: CardRow[] | null;
        facets: FacetRow[] | null;
      }>(
        this.db,
        sql`with r as materialized (select ${ranked} as ids)
            select r.ids as head, ${cardsSql(sql`r.ids[${req.offset + 1}:${end}]`)} as cards,
              ${preparedKeywordRows(query, areas)} as facets
            from r`,
      ).catch((err: unknown) => {
        slot?.release();
        throw err;
      });
      const prepared = row!.head && preparedFacets(row!.facets, areas);
      if (prepared) {
        const ids = row!.head!.map(Number);
        if (slot) await slot.keep({ ...prepared, head: { sort: req.sort, ids } });
        return { ids: ids.slice(req.offset, end), cards: row!.cards ?? [], ...prepared };
      }
    }
    const rows = await queryRows<Row>(
      this.db,
      sql`
      with ${ranged} base as materialized (
        select s.product_id, s.brand_id, s.category_id, s.min_price_fen, s.sales_count, s.created_at, s.attr_keys,
          ${rel} as rel ${flags}
        from product_search s ${rangeJoin}
        where ${and(where)}
      ),
      hits as (select * from base where ${allBut(null)}),
      ranked as (select coalesce(array_agg(product_id), '{}') as ids from (select product_id from hits
        order by ${order} limit ${headSize}) x),
      page as (select (select ids from ranked)[${req.offset + 1}:${end}] as ids)
      select
        (select count(*) from hits)::int as total,
        (select ids from page) as ids,
        (select ids from ranked) as head,
        ${cardsSql(sql`(select ids from page)::int[]`)} as cards,
        (select json_agg(json_build_array(brand_id, c)) from (select brand_id, count(*)::int c from base
           where ${allBut('b')} group by brand_id order by c desc, brand_id limit 60) x) as brands,
        (select json_agg(json_build_array(category_id, c)) from (select category_id, count(*)::int c from hits
           group by category_id order by c desc, category_id limit 40) x) as cats,
        (select json_agg(json_build_array(band, c)) from (select ${BAND_CASE} as band, count(*)::int c from base
           where ${allBut('p')} group by 1) x) as prices,
        (select json_agg(json_build_array(k, c)) from (select k, count(*)::int c from base, unnest(attr_keys) k
           where ${attrExclusion} group by k) x) as attrs
        ${
          asks.length && rangeAttrs.length
            ? sql`, ${askedBoundsSql(rangeAttrs, asks, sql`base`, allBut('r'))} as ranges`
            : boundsOver(sql`(select product_id from base where ${allBut('r')})`)
        }`,
    ).catch((err: unknown) => {
      slot?.release(); // the pages waiting for these counts compute them themselves
      throw err;
    });
    const row = rows[0]!;
    const counted: CountedFacets = {
      total: row.total,
      facets: withBounds(
        {
          brands: (row.brands ?? []).map(([id, count]) => ({ id, count })),
          categories: (row.cats ?? []).map(([id, count]) => ({ id, count })),
          prices: (row.prices ?? [])
            .map(([band, count]) => ({ band, count }))
            .sort((a, b) => a.band - b.band),
          attrs: (row.attrs ?? []).map(([key, count]) => {
            const at = key.indexOf('=');
            return { name: key.slice(0, at), value: key.slice(at + 1), count };
          }),
        },
        row.ranges,
      ),
    };
    if (slot) await slot.keep({ ...counted, head: { sort: req.sort, ids: row.head.map(Number) } });
    return { ids: (row.ids ?? []).map(Number), cards: row.cards ?? [], ...counted };
  }

  /** The cards of these ids (any order), in one prepared statement. */
  private async cardsOf(ids: readonly number[]): Promise<CardRow[]> {
    if (!ids.length) return [];
    const [row] = await queryRows<{ cards: CardRow[] | null }>(
      this.db,
      sql`select ${cardsSql(sql`${p([...ids])}::int[]`)} as cards`,
      { byText: 'search-head-cards' },
    );
    return row!.cards ?? [];
  }

  suggest(keyword: string, scope: AreaScope, limit: number): Promise<string[]> {
    return suggestTerms(this.db, keyword, scope, limit);
  }
}
