import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { pinyin } from 'pinyin-pro';
import { DOMAIN_WORDS } from './domain-words';

/*
 * Text analysis shared by indexing and querying, so both cut text the same way:
 * NFKC + lower case; Chinese runs segmented by jieba (its dictionary plus DOMAIN_WORDS); Latin/digit runs
 * split on punctuation; pinyin (full and initials) for Chinese words of two or more characters.
 */

const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]+|[^\u3400-\u9fff\uf900-\ufaff]+/g;
const IS_CJK = /^[\u3400-\u9fff\uf900-\ufaff]/;
/** Words too common to narrow a search; dropped from queries (never from the index). */
const STOP_WORDS = new Set([
  '的',
  '和',
  '与',
  '及',
  '或',
  '用',
  '款',
  '型',
  '个',
  '只',
  '把',
  '套',
  '等',
  '了',
  '是',
  '在',
]);

let jieba: Jieba | null = null;
function segmenter(): Jieba {
  if (!jieba) {
    jieba = Jieba.withDict(dict);
    jieba.loadDict(Buffer.from(DOMAIN_WORDS.map((w) => `${w} 200000 n`).join('\n')));
  }
  return jieba;
}

/** Full-width → half-width, lower case, single spaces. */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A model number as compared: lower case, without spaces, dashes, underscores, dots and slashes. */
export function normalizeModel(text: string): string {
  return normalizeText(text).replace(/[\s\-_./·]+/g, '');
}

const isCjk = (text: string) => IS_CJK.test(text);

function latinTokens(run: string): string[] {
  const parts = run.split(/[^a-z0-9]+/).filter(Boolean);
  const out = [...parts];
  if (parts.length > 1) {
    const joined = parts.join('');
    if (joined.length <= 40) out.push(joined);
  }
  return out;
}

/** Tokens of a text for the index: search-mode segmentation (whole words and their dictionary parts). */
function indexTokens(text: string): string[] {
  const out: string[] = [];
  for (const run of normalizeText(text).match(CJK_RUN) ?? []) {
    if (isCjk(run)) out.push(...segmenter().cutForSearch(run, false));
    else out.push(...latinTokens(run));
  }
  return out.filter((t) => t.trim() !== '');
}

/** Tokens of a query: precise segmentation, stop words dropped. */
export function queryTokens(text: string): { cjk: string[]; latin: string[]; runs: string[] } {
  const cjk: string[] = [];
  const latin: string[] = [];
  const runs: string[] = [];
  for (const run of normalizeText(text).match(CJK_RUN) ?? []) {
    if (isCjk(run)) {
      runs.push(run);
      for (const t of segmenter().cut(run, false)) if (!STOP_WORDS.has(t)) cjk.push(t);
    } else {
      for (const t of run.split(/[^a-z0-9]+/)) if (t) latin.push(t);
    }
  }
  return { cjk, latin, runs };
}

/** Precise segmentation of a phrase (synonym targets). */
export function cutPhrase(text: string): string[] {
  return queryTokens(text).cjk.concat(queryTokens(text).latin);
}

const pinyinCache = new Map<string, { full: string; initials: string }>();

/** Pinyin of a Chinese word without tones or spaces: 螺丝刀 → {full:'luosidao', initials:'lsd'}. */
export function pinyinOf(word: string): { full: string; initials: string } {
  let hit = pinyinCache.get(word);
  if (!hit) {
    const syllables = pinyin(word, { toneType: 'none', type: 'array', v: true, nonZh: 'consecutive' });
    const full = syllables
      .join('')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
    const initials = syllables
      .map((s) => s.trim().charAt(0))
      .join('')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
    hit = { full, initials };
    if (pinyinCache.size > 200_000) pinyinCache.clear();
    pinyinCache.set(word, hit);
  }
  return hit;
}

/** Quotes a lexeme for a tsvector / tsquery literal. */
export function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

export type DocFields = {
  title: string;
  modelNo: string;
  brandName: string;
  brandLatin: string;
  categoryNames: string[];
  attrValues: string[];
};

/**
 * The tsvector literal of one product. Weights: A title words (and their pinyin) and the model number;
 * B brand names (Chinese, Latin, pinyin) and category names (and their pinyin); C attribute values.
 */
export function buildDoc(f: DocFields): { doc: string; modelNorm: string; words: string[] } {
  const lexemes = new Map<string, string>(); // lexeme → best weight
  const rank = { A: 4, B: 3, C: 2 } as const;
  const add = (lexeme: string, weight: 'A' | 'B' | 'C') => {
    if (!lexeme || lexeme.length > 200) return;
    const prev = lexemes.get(lexeme) as 'A' | 'B' | 'C' | undefined;
    if (!prev || rank[weight] > rank[prev]) lexemes.set(lexeme, weight);
  };
  const addText = (text: string, weight: 'A' | 'B' | 'C', withPinyin: boolean, words?: string[]) => {
    for (const t of indexTokens(text)) {
      add(t, weight);
      if (withPinyin && isCjk(t) && t.length >= 2) {
        const py = pinyinOf(t);
        add(py.full, weight);
        add(py.initials, weight);
      }
      if (words && isCjk(t) && t.length >= 2) words.push(t);
    }
  };
  const words: string[] = [];
  addText(f.title, 'A', true, words);
  const modelNorm = normalizeModel(f.modelNo).slice(0, 64);
  add(modelNorm, 'A');
  for (const t of indexTokens(f.modelNo)) add(t, 'A');
  addText(f.brandName, 'B', true);
  add(normalizeModel(f.brandName), 'B');
  if (f.brandLatin) {
    addText(f.brandLatin, 'B', false);
    add(normalizeModel(f.brandLatin), 'B');
  }
  for (const c of f.categoryNames) {
    addText(c, 'B', true);
    add(normalizeText(c).replace(/\s+/g, ''), 'B');
  }
  for (const v of f.attrValues) addText(v, 'C', false);
  let pos = 1;
  const parts: string[] = [];
  for (const [lexeme, weight] of lexemes)
    parts.push(`${quoteLexeme(lexeme)}:${Math.min(pos++, 16383)}${weight}`);
  return { doc: parts.join(' '), modelNorm, words };
}
