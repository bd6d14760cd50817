import { sql, type SQL } from 'drizzle-orm';
import type { AreaScope } from '../region';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
import { normalizeModel, normalizeText } from './analyzer';
import { parseQuery, toTsquery, type ParsedQuery } from './query';
import type { TermCorrector } from './term-corrector';

/*
 * Batched matching for lists (the quick order pad): many keywords at once, one statement per stage, never one
 * per keyword. The stages follow the single search (search-engine.ts): the keyword as typed (every word, with
 * synonyms and the model-number prefix), then did-you-mean corrections of the keywords that found nothing
 * (term-corrector.ts, in process), then the corrected keyword — or, with nothing to correct, any half of its
 * words.
 */

const p = (values: unknown[]) => sql.param(values);

/** One product a keyword found, with how sure the match is (0–1). */
export type KeywordMatch = { productId: number; score: number };

/** Products whose normalised model number (product_search.model_norm) equals one of `models`, any shelf. */
export async function productsByModel(db: Db, models: readonly string[]): Promise<Map<string, number[]>> {
  const norms = [...new Set(models.map((m) => normalizeModel(m).slice(0, 64)).filter(Boolean))];
  const out = new Map<string, number[]>();
  if (!norms.length) return out;
  const rows = await queryRows<{ product_id: number; model_norm: string }>(
    db,
    sql`select product_id, model_norm from product_search where model_norm = any(${p(norms)}::text[])
        order by on_shelf desc, sales_count desc, product_id`,
  );
  for (const r of rows) out.set(r.model_norm, [...(out.get(r.model_norm) ?? []), r.product_id]);
  return out;
}

/** The upper bound of a prefix range: 'ab1' → 'ab2' (model numbers hold only a-z and 0-9). */
const prefixEnd = (prefix: string) =>
  prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
/** An empty range for keywords without a model candidate: nothing is ≥ '~' and < '~'. */
const NO_MODEL = '~';

/**
 * Runs a batched statement with PostgreSQL's JIT off. Its estimated cost grows with the number of keywords
 * (one lateral probe each), past jit_above_cost, and compiling it took 180 ms of a 500 ms statement; the
 * probes themselves are index lookups that JIT does not speed up.
 */
function withoutJit<T>(db: Db, run: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return run(tx);
  });
}

/**
 * A keyword of a list as the index is probed for it: a Latin word keeps its prefix match only when it says
 * something (two or more characters with a letter, or four or more digits). The 1 and 5 of "Φ50×1.5" would
 * otherwise each expand to thousands of index words, 10 ms a line, for nothing.
 */
function narrowPrefixes(q: ParsedQuery): ParsedQuery {
  const keeps = (text: string) => (/[a-z]/.test(text) ? text.length >= 2 : text.length >= 4);
  return {
    ...q,
    groups: q.groups.map((alts) =>
      alts.map((and) => and.map((l) => (l.prefix && !keeps(l.text) ? { ...l, prefix: false } : l))),
    ),
  };
}

type Hit = { i: number; product_id: number; tier: number; rank: number };

/** Stage 1: every keyword as typed; products ranked by where the words are (title, brand and category, rest). */
async function asTyped(
  db: Db,
  queries: { i: number; q: ParsedQuery; tsq: string }[],
  area: SQL,
  limit: number,
): Promise<Hit[]> {
  if (!queries.length) return [];
  const models = queries.map(({ q }) => q.model ?? NO_MODEL);
  return withoutJit(db, (tx) =>
    queryRows<Hit>(
      tx,
      sql`select q.i, c.product_id, c.tier, c.rank
        from unnest(${p(queries.map((x) => x.i))}::int[], ${p(queries.map((x) => x.tsq))}::text[],
          ${p(queries.map((x) => toTsquery(x.q, 'A')))}::text[], ${p(queries.map((x) => toTsquery(x.q, 'AB')))}::text[],
          ${p(models)}::text[], ${p(models.map((m) => (m === NO_MODEL ? m : prefixEnd(m))))}::text[])
          as q(i, tsq, a, ab, model, model_end)
        cross join lateral (
          select s.product_id,
            case when s.model_norm = q.model then 3 when s.doc @@ q.a::tsquery then 2
                 when s.doc @@ q.ab::tsquery then 1 else 0 end as tier,
            ts_rank(s.doc, q.tsq::tsquery) as rank
          from product_search s
          where s.on_shelf ${area}
            and (s.doc @@ q.tsq::tsquery or (s.model_norm ~>=~ q.model and s.model_norm ~<~ q.model_end))
          order by tier desc, rank desc, s.sales_count desc, s.product_id desc
          limit ${limit}
        ) c`,
    ),
  );
}

type Retry = { i: number; product_id: number; groups_hit: number; corrected: boolean };

/**
 * Stage 2: the corrected keywords (every word), and for keywords with nothing to correct, products holding at
 * least half of their words (counted over the best 20 by rank).
 */
async function retry(
  db: Db,
  corrected: { i: number; tsq: string }[],
  partial: { i: number; any: string; groups: string[] }[],
  area: SQL,
  limit: number,
): Promise<Retry[]> {
  if (!corrected.length && !partial.length) return [];
  return withoutJit(db, (tx) =>
    queryRows<Retry>(
      tx,
      sql`select q.i, c.product_id, 0 as groups_hit, true as corrected
        from unnest(${p(corrected.map((x) => x.i))}::int[], ${p(corrected.map((x) => x.tsq))}::text[]) as q(i, tsq)
        cross join lateral (
          select s.product_id from product_search s
          where s.on_shelf ${area} and s.doc @@ q.tsq::tsquery
          order by ts_rank(s.doc, q.tsq::tsquery) desc, s.sales_count desc, s.product_id desc
          limit ${limit}) c
        union all
        select q.i, c.product_id,
          (select count(*)::int from jsonb_array_elements_text(q.groups::jsonb) g where c.doc @@ g::tsquery)
            as groups_hit,
          false as corrected
        from unnest(${p(partial.map((x) => x.i))}::int[], ${p(partial.map((x) => x.any))}::text[],
          ${p(partial.map((x) => JSON.stringify(x.groups)))}::text[]) as q(i, tsq, groups)
        cross join lateral (
          select s.product_id, s.doc from product_search s
          where s.on_shelf ${area} and s.doc @@ q.tsq::tsquery
          order by ts_rank(s.doc, q.tsq::tsquery) desc, s.sales_count desc, s.product_id desc
          limit 20) c`,
    ),
  );
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const isStrong = (word: string) => [...word].length >= (/[\u3400-\u9fff]/.test(word) ? 2 : 3);

/**
 * The best products for each keyword (the best first, at most `limit`), sold in the buyer's area, with a score: 0.6–0.9 when every word matched as typed (more where the words sit in the title or
 * the model number starts with them), 0.7 after a did-you-mean correction, below 0.5 when only some words
 * matched. Two statements at most, whatever the number of keywords.
 */
export async function bestMatchesMany(
  db: Db,
  synonyms: ReadonlyMap<string, readonly string[]>,
  corrector: TermCorrector,
  keywords: readonly string[],
  opts: { area: AreaScope; limit: number },
): Promise<KeywordMatch[][]> {
  const out: KeywordMatch[][] = keywords.map(() => []);
  const area = opts.area.and(sql`s.area_codes`);
  const parsed = keywords.map((kw) => narrowPrefixes(parseQuery(kw, synonyms)));
  const typed = parsed.flatMap((q, i) => {
    const tsq = toTsquery(q);
    return tsq ? [{ i, q, tsq }] : [];
  });
  for (const h of await asTyped(db, typed, area, opts.limit))
    out[h.i]!.push({
      productId: h.product_id,
      score: round2(0.6 + 0.1 * Number(h.tier) + Math.min(0.05, Number(h.rank) / 20)),
    });

  const missed = typed.filter(({ i }) => !out[i]!.length);
  if (!missed.length) return out;
  const piecesOf = (i: number) => normalizeText(keywords[i]!).split(' ');
  const fixes = await corrector.correctMany([...new Set(missed.flatMap(({ i }) => piecesOf(i)))]);
  const corrected: { i: number; tsq: string }[] = [];
  const partial: { i: number; any: string; groups: string[] }[] = [];
  for (const { i, q } of missed) {
    const pieces = piecesOf(i);
    if (pieces.some((piece) => fixes.has(piece))) {
      const tsq = toTsquery(
        narrowPrefixes(parseQuery(pieces.map((piece) => fixes.get(piece) ?? piece).join(' '), synonyms)),
      );
      if (tsq) corrected.push({ i, tsq });
    } else {
      // Only words that say something count: two or more Chinese characters, three or more letters or digits
      // (not the 2 and 6 of Φ35×2.6, which half the catalogue's specs hold).
      const strong = q.groups.filter((g) => isStrong(g[0]![0]!.text));
      if (strong.length < 2) continue;
      const groups = strong.map((g) => toTsquery({ ...q, groups: [g] }, '', true)!);
      partial.push({ i, any: groups.map((g) => `(${g})`).join(' | '), groups });
    }
  }
  const groupCount = new Map(partial.map((x) => [x.i, x.groups.length]));
  const scored = new Map<number, KeywordMatch[]>();
  for (const r of await retry(db, corrected, partial, area, opts.limit)) {
    const list = scored.get(r.i) ?? [];
    if (r.corrected) list.push({ productId: r.product_id, score: 0.7 });
    else {
      const share = r.groups_hit / groupCount.get(r.i)!;
      if (share >= 0.5) list.push({ productId: r.product_id, score: round2(0.2 + 0.3 * share) });
    }
    scored.set(r.i, list);
  }
  for (const [i, list] of scored) out[i] = list.sort((a, b) => b.score - a.score).slice(0, opts.limit);
  return out;
}
