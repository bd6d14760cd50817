import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';
import { pinyinOf, queryTokens } from './analyzer';

/*
 * Did-you-mean for many pieces at once (the quick order pad's misspelt lines), with the rules of the single
 * search's correction (search-words.ts `correctedKeyword`) computed in process over the catalogue's terms, which are
 * re-read at most once a minute: a few thousand rows, where the database would scan the whole table once per
 * piece (about 2–4 ms each, 100 misspelt lines ≈ 0.35 s). Similarity is pg_trgm's: the share of distinct
 * trigrams of the words padded with two spaces in front and one behind.
 */

type Term = {
  term: string;
  pinyin: string;
  freq: number;
  kind: number;
  termGrams: Set<string>;
  pyGrams: Set<string>;
};

const TTL_MS = 60_000;

/** pg_trgm's trigrams of a text: lower case, words of letters and digits, '  ' + word + ' '. */
export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const chars = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 2 < chars.length; i++) out.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
  return out;
}

/** pg_trgm's similarity of two trigram sets. */
export function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (!a.size || !b.size) return 0;
  let common = 0;
  for (const g of a) if (b.has(g)) common++;
  return common / (a.size + b.size - common);
}

/** The catalogue's terms in memory (per process, refreshed once a minute) and corrections against them. */
export class TermCorrector {
  private loaded: { at: number; byLength: Map<number, Term[]>; byPinyinLength: Map<number, Term[]> } | null =
    null;
  private loading: Promise<NonNullable<TermCorrector['loaded']>> | null = null;

  constructor(private readonly db: Db) {}

  /** The terms; after a minute the old ones serve while new ones load (only the first load waits). */
  private async terms() {
    if (this.loaded && Date.now() - this.loaded.at < TTL_MS) return this.loaded;
    this.loading ??= this.load()
      .then((fresh) => (this.loaded = fresh))
      .finally(() => (this.loading = null));
    if (this.loaded) {
      this.loading.catch(() => undefined); // a failed refresh keeps the old terms; the next call tries again
      return this.loaded;
    }
    return this.loading;
  }

  private async load() {
    const rows = await queryRows<{ term: string; pinyin: string; freq: number; kind: number }>(
      this.db,
      sql`select term, pinyin, freq, kind from search_terms`,
    );
    const byLength = new Map<number, Term[]>();
    const byPinyinLength = new Map<number, Term[]>();
    for (const r of rows) {
      const t: Term = { ...r, termGrams: trigrams(r.term), pyGrams: trigrams(r.pinyin) };
      const len = [...r.term].length;
      byLength.set(len, [...(byLength.get(len) ?? []), t]);
      if (r.kind >= 1 && r.kind <= 3)
        byPinyinLength.set(r.pinyin.length, [...(byPinyinLength.get(r.pinyin.length) ?? []), t]);
    }
    return { at: Date.now(), byLength, byPinyinLength };
  }

  /**
   * The catalogue term each piece most likely meant: a Chinese piece (one run of Chinese characters) by the
   * term of the same pinyin, else of the most similar pinyin (≥ 0.45) or spelling (≥ 0.3), one character
   * longer or shorter at most; a Latin piece (3+ letters) by the word, brand or category of the most similar
   * pinyin or spelling (≥ 0.35). More frequent terms win ties. Pieces with no better term are left out.
   */
  async correctMany(pieces: readonly string[]): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    const cjk = pieces.filter((piece) => {
      const { runs, latin } = queryTokens(piece);
      return runs.length === 1 && !latin.length;
    });
    const latin = pieces.filter((piece) => !queryTokens(piece).runs.length && /^[a-z]{3,}$/.test(piece));
    if (!cjk.length && !latin.length) return out;
    const { byLength, byPinyinLength } = await this.terms();
    for (const piece of cjk) {
      const py = pinyinOf(piece).full;
      const pyGrams = trigrams(py);
      const grams = trigrams(piece);
      const len = [...piece].length;
      let best: { term: Term; same: boolean; sim: number } | null = null;
      for (let l = Math.max(1, len - 1); l <= len + 1; l++) {
        for (const t of byLength.get(l) ?? []) {
          const same = t.pinyin === py;
          const simPy = similarity(t.pyGrams, pyGrams);
          const simTerm = similarity(t.termGrams, grams);
          if (!same && simPy < 0.45 && simTerm < 0.3) continue;
          const sim = Math.max(simPy, simTerm);
          if (!best || better({ same, sim, freq: t.freq, term: t.term }, best)) best = { term: t, same, sim };
        }
      }
      if (best && best.term.term !== piece) out.set(piece, best.term.term);
    }
    for (const piece of latin) {
      const grams = trigrams(piece);
      let best: { term: Term; same: boolean; sim: number } | null = null;
      for (let l = piece.length - 2; l <= piece.length + 2; l++) {
        for (const t of byPinyinLength.get(l) ?? []) {
          const sim = similarity(t.pyGrams, grams);
          if (sim < 0.35) continue;
          if (!best || better({ same: false, sim, freq: t.freq, term: t.term }, best))
            best = { term: t, same: false, sim };
        }
      }
      if (best && best.term.term !== piece) out.set(piece, best.term.term);
    }
    return out;
  }
}

function better(
  a: { same: boolean; sim: number; freq: number; term: string },
  b: { term: Term; same: boolean; sim: number },
): boolean {
  if (a.same !== b.same) return a.same;
  if (a.sim !== b.sim) return a.sim > b.sim;
  if (a.freq !== b.term.freq) return a.freq > b.term.freq;
  return a.term < b.term.term;
}
