import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
import { normalizeText } from './analyzer';
import { AREA_SETS, insertFacetCounts, refreshListingFacets } from './listing-facets';
import { parseQuery, toTsquery, type ParsedQuery } from './query';
import { HEAD_IDS, KEYWORD_ORDER, keywordMatch } from './relevance';

/**
 * Facets of plain keyword searches prepared when products are written (table `keyword_facets`, see its
 * comment): the first page of a brand or category name nobody searched lately ranks its ids and reads these
 * rows instead of counting its facets over every hit. docs/decisions/2026-11-27-prepared-keyword-facets.md.
 */

const p = (values: unknown[]) => sql.param(values);

/**
 * More changed documents than this in one reindex prepare every keyword again (one statement over the
 * index) rather than testing each prepared query against each document.
 */
const MANY_DOCS = 2000;

/** The search's synonyms by normalised term (the engine's, and the prepared keywords' queries). */
export async function readSynonyms(db: DbOrTx): Promise<Map<string, string[]>> {
  const rows = await queryRows<{ term: string; synonyms: string[] }>(
    db,
    sql`select term, synonyms from search_synonyms`,
  );
  return new Map(rows.map((r) => [normalizeText(r.term), r.synonyms]));
}

/**
 * The full-text query a plain search for `keyword` runs, when a prepared row can answer it: words only
 * (a model number also matches by prefix, which the rows do not count). Null otherwise.
 */
export function plainQuery(parsed: ParsedQuery): string | null {
  return parsed.model ? null : toTsquery(parsed);
}

type Prepared = { term: string; query: string; parsed: ParsedQuery };

/** The terms prepared: every brand and category name on shelf somewhere, with their queries (one per query). */
async function preparedTerms(db: DbOrTx, map: ReadonlyMap<string, readonly string[]>): Promise<Prepared[]> {
  const rows = await queryRows<{ term: string }>(
    db,
    sql`select term from search_terms where kind in (2, 3) and freq > 0 order by freq desc, term`,
  );
  const byQuery = new Map<string, Prepared>();
  for (const { term } of rows) {
    const parsed = parseQuery(term, map);
    const query = plainQuery(parsed);
    if (query && !byQuery.has(query)) byQuery.set(query, { term, query, parsed });
  }
  return [...byQuery.values()];
}

/** The prepared keywords that find one of these documents. */
async function findingAny(
  tx: DbOrTx,
  docs: readonly string[],
  map: ReadonlyMap<string, readonly string[]>,
): Promise<Prepared[]> {
  if (!docs.length) return [];
  const rows = await queryRows<{ term: string; query: string }>(
    tx,
    sql`select term, query from keyword_facets k where area = '*'
        and exists (select 1 from unnest(${p([...docs])}::tsvector[]) d where d @@ k.query::tsquery)`,
  );
  return rows.map((r) => ({ ...r, parsed: parseQuery(r.term, map) }));
}

/**
 * Ranks the head of each keyword in 全国 (its `*` row), as the search ranks its default order. A keyword whose
 * query the synonyms now build differently gets none (its rows are no longer read).
 */
async function rankHeads(tx: DbOrTx, terms: readonly Prepared[]) {
  for (const t of terms) {
    const current = plainQuery(t.parsed) === t.query;
    const { match, rel } = keywordMatch(t.parsed);
    await tx.execute(
      sql`update keyword_facets set head = ${
        current
          ? sql`array(select product_id from (select s.product_id, s.sales_count, ${rel} as rel
            from product_search s where s.on_shelf and ${match}) x order by ${KEYWORD_ORDER} limit ${HEAD_IDS})`
          : sql`null`
      } where query = ${t.query} and area = '*'`,
    );
  }
}

/**
 * Recomputes the prepared facets and heads of every brand and category name (`all`), or of the prepared
 * keywords that find one of `docs` (before or after a write: `changedDocs`), and only the heads of those that
 * find one of `salesDocs` (rows whose sales changed, nothing else: `salesChangedDocs`). Serialised with the
 * other refreshes of the table by an advisory lock, after the index rows are committed, as
 * `refreshListingFacets`.
 */
export async function refreshKeywordFacets(
  db: DbOrTx,
  which: 'all' | { docs: readonly string[]; salesDocs?: readonly string[] },
) {
  if (which !== 'all' && !which.docs.length && !which.salesDocs?.length) return;
  const all = which === 'all' || which.docs.length > MANY_DOCS;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('keyword_facets'))`);
    const map = await readSynonyms(tx);
    let terms: Prepared[];
    let heads: Prepared[] = [];
    if (all) {
      terms = await preparedTerms(tx, map);
      await tx.execute(sql`delete from keyword_facets`);
    } else {
      terms = await findingAny(tx, which.docs, map);
      const counted = new Set(terms.map((t) => t.query));
      heads = (await findingAny(tx, which.salesDocs ?? [], map)).filter((t) => !counted.has(t.query));
      if (terms.length)
        await tx.execute(
          sql`delete from keyword_facets where query = any(${p(terms.map((t) => t.query))}::text[])`,
        );
    }
    if (terms.length) {
      await tx.execute(
        insertFacetCounts(
          'keyword_facets',
          { query: 'query', term: 'term' },
          sql`select s.brand_id, s.category_id, s.min_price_fen, s.attr_keys, t.query, t.term, a.area
            from unnest(${p(terms.map((t) => t.term))}::text[], ${p(terms.map((t) => t.query))}::text[])
              as t(term, query)
            join product_search s on s.doc @@ t.query::tsquery
            ${AREA_SETS}
            where s.on_shelf`,
        ),
      );
      // A keyword that finds nothing on shelf is prepared too: its `*` row says so (total 0).
      await tx.execute(sql`
        insert into keyword_facets (query, term, area, total, brands, categories, prices, attrs)
        select query, term, '*', 0, '[]', '[]', '[]', '[]'
        from unnest(${p(terms.map((t) => t.term))}::text[], ${p(terms.map((t) => t.query))}::text[])
          as t(term, query)
        on conflict do nothing`);
    }
    await rankHeads(tx, [...terms, ...heads]);
  });
}

/**
 * Prepares the facets of every category and keyword when a database indexed before their tables has none
 * (on start, a few seconds). True when it prepared any.
 */
export async function prepareFacetsIfMissing(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ listings: boolean; keywords: boolean; indexed: boolean }>(
    db,
    // Keywords also when a head is missing (rows from before heads were kept, or built with older synonyms).
    sql`select exists (select 1 from listing_facets) as listings,
          exists (select 1 from keyword_facets) and not exists (select 1 from keyword_facets
            where area = '*' and head is null) as keywords,
          exists (select 1 from product_search) as indexed`,
  );
  if (!row!.indexed || (row!.listings && row!.keywords)) return false;
  if (!row!.listings) await refreshListingFacets(db, 'all');
  if (!row!.keywords) await refreshKeywordFacets(db, 'all');
  return true;
}

/** The queries that have prepared rows, as a process knows them (read again at most once a minute). */
export class PreparedKeywords {
  private known: { at: number; queries: Promise<Set<string>> } | null = null;

  constructor(private readonly db: Db) {}

  has(query: string): Promise<boolean> {
    if (!this.known || Date.now() - this.known.at >= 60_000) {
      const queries = queryRows<{ query: string }>(
        this.db,
        sql`select query from keyword_facets where area = '*'`,
      ).then((rows) => new Set(rows.map((r) => r.query)));
      this.known = { at: Date.now(), queries };
    }
    return this.known.queries.then(
      (set) => set.has(query),
      () => {
        this.known = null; // read again next time; this search counts its facets itself
        return false;
      },
    );
  }

  /** Forgets the set (after a rebuild). */
  reset() {
    this.known = null;
  }
}
