import { cutPhrase, normalizeModel, queryTokens, quoteLexeme } from './analyzer';

/** One lexeme of a query; `prefix` matches every lexeme starting with it (Latin, pinyin, model numbers). */
type Lexeme = { text: string; prefix: boolean };
/** Alternatives of one query word (the word, its synonyms); an alternative is an AND of lexemes. */
type Group = Lexeme[][];

export type ParsedQuery = {
  groups: Group[];
  /** Normalised model-number candidate (letters and digits, at least 3 characters, one digit), or null. */
  model: string | null;
  /** Chinese words and synonyms to highlight. */
  terms: string[];
  /** Latin tokens, to be resolved to Chinese words for highlighting (luosidao → 螺丝刀). */
  latin: string[];
  /** The Chinese runs of the keyword (for corrections). */
  runs: string[];
  /** Products one of whose SKUs carries the keyword as a part number (料号互查), set by the search. */
  parts?: number[];
};

/** Parses a keyword into word groups (AND), each with its alternatives (OR): segmentation + synonyms. */
export function parseQuery(keyword: string, synonyms: ReadonlyMap<string, readonly string[]>): ParsedQuery {
  const { cjk, latin, runs } = queryTokens(keyword);
  const groups: Group[] = [];
  const terms: string[] = [];
  const seen = new Set<string>();
  for (const word of cjk) {
    if (seen.has(word)) continue;
    seen.add(word);
    const alts: Lexeme[][] = [[{ text: word, prefix: false }]];
    terms.push(word);
    for (const syn of synonyms.get(word) ?? []) {
      const tokens = cutPhrase(syn);
      if (tokens.length) alts.push(tokens.map((t) => ({ text: t, prefix: false })));
      terms.push(syn);
    }
    groups.push(alts);
  }
  for (const token of latin) {
    if (seen.has(token)) continue;
    seen.add(token);
    const alts: Lexeme[][] = [[{ text: token, prefix: true }]];
    for (const syn of synonyms.get(token) ?? []) {
      const tokens = cutPhrase(syn);
      if (tokens.length) alts.push(tokens.map((t) => ({ text: t, prefix: false })));
      terms.push(syn);
    }
    groups.push(alts);
  }
  const compact = normalizeModel(keyword).replace(/[^a-z0-9]/g, '');
  const model = compact.length >= 3 && /\d/.test(compact) && compact.length <= 64 ? compact : null;
  return { groups, model, terms, latin, runs };
}

/**
 * The tsquery literal of a parsed query, optionally restricted to weights ('A', 'AB', …); `exact` drops
 * prefix matching (an exact spelling ranks above a longer word starting with it: shida → 世达 before 时代).
 */
export function toTsquery(q: ParsedQuery, weights = '', exact = false): string | null {
  if (!q.groups.length) return null;
  const lex = (l: Lexeme) => {
    const prefix = l.prefix && !exact;
    return `${quoteLexeme(l.text)}${prefix || weights ? ':' : ''}${prefix ? '*' : ''}${weights}`;
  };
  return q.groups
    .map(
      (alts) =>
        `(${alts.map((and) => (and.length === 1 ? lex(and[0]!) : `(${and.map(lex).join(' & ')})`)).join(' | ')})`,
    )
    .join(' & ');
}
