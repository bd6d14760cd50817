import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';
import type { AreaScope } from '../region';
import { normalizeText, pinyinOf, queryTokens } from './analyzer';

/*
 * The catalogue's terms (search_terms) behind a keyword: the Chinese words a Latin spelling stands for, a
 * corrected keyword for one that finds nothing, and the suggestions while typing (search-engine.ts).
 */

const p = (values: unknown[]) => sql.param(values);

/** Chinese words spelled by Latin query tokens (luosidao / lsd → 螺丝刀), for highlighting. */
export async function latinWords(db: Db, latin: string[]): Promise<string[]> {
  const tokens = latin.filter((t) => /^[a-z]{2,}$/.test(t));
  if (!tokens.length) return [];
  const rows = await queryRows<{ term: string }>(
    db,
    sql`select term from search_terms
        where kind in (1, 2, 3) and (pinyin = any(${p(tokens)}::text[]) or initials = any(${p(tokens)}::text[]))
        order by freq desc limit 8`,
  );
  return rows.map((r) => r.term);
}

/**
 * A corrected keyword for one that finds nothing: each Chinese run is replaced by the catalogue term with
 * the same pinyin (homophone typos, 螺丝到 → 螺丝刀) or the most similar pinyin/spelling (one wrong
 * character); Latin tokens by the most similar term (bosh → bosch).
 */
export async function correctedKeyword(db: Db, keyword: string): Promise<string | null> {
  const pieces = normalizeText(keyword).split(' ');
  let changed = false;
  const out: string[] = [];
  for (const piece of pieces) {
    const { runs, latin } = queryTokens(piece);
    let replacement: string | null = null;
    if (runs.length === 1 && !latin.length) {
      const py = pinyinOf(piece).full;
      const rows = await queryRows<{ term: string }>(
        db,
        sql`select term from search_terms
            where (pinyin = ${py} or (pinyin % ${py} and similarity(pinyin, ${py}) >= 0.45)
                   or (term % ${piece} and similarity(term, ${piece}) >= 0.3))
              and length(term) between ${Math.max(1, piece.length - 1)} and ${piece.length + 1}
            order by (pinyin = ${py}) desc, greatest(similarity(pinyin, ${py}), similarity(term, ${piece})) desc,
              freq desc
            limit 1`,
      );
      replacement = rows[0]?.term ?? null;
    } else if (!runs.length && latin.length === 1 && /^[a-z]{3,}$/.test(piece)) {
      const rows = await queryRows<{ term: string }>(
        db,
        sql`select term from search_terms
            where pinyin % ${piece} and similarity(pinyin, ${piece}) >= 0.35 and kind in (1, 2, 3)
              and abs(length(pinyin) - ${piece.length}) <= 2
            order by similarity(pinyin, ${piece}) desc, freq desc limit 1`,
      );
      replacement = rows[0]?.term ?? null;
    }
    if (replacement && replacement !== piece) {
      changed = true;
      out.push(replacement);
    } else out.push(piece);
  }
  return changed ? out.join(' ') : null;
}

/** Suggestions for what is typed so far: catalogue terms by prefix, pinyin or initials, in the area. */
export async function suggestTerms(
  db: Db,
  keyword: string,
  scope: AreaScope,
  limit: number,
): Promise<string[]> {
  const kw = normalizeText(keyword);
  if (!kw) return [];
  const latin = /^[a-z0-9 ]+$/.test(kw) ? kw.replace(/ /g, '') : null;
  const area = scope.and(sql`area_codes`);
  const like = kw.replace(/[\\%_]/g, (c) => `\\${c}`) + '%';
  const conds: SQL[] = [sql`term like ${like}`];
  if (latin) {
    const latinLike = latin.replace(/[\\%_]/g, (c) => `\\${c}`) + '%';
    conds.push(sql`pinyin like ${latinLike}`, sql`initials like ${latinLike}`);
  }
  const rows = await queryRows<{ term: string }>(
    db,
    sql`select term from search_terms
        where suggest and (${sql.join(conds, sql` or `)}) ${area}
        order by (term = ${kw}) desc, kind = 4, freq desc, term
        limit ${limit}`,
  );
  return rows.map((r) => r.term);
}
