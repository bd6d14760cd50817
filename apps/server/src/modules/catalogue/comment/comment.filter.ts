import { createRequire } from 'node:module';

type MintFilter = { filter(text: string, o?: { replace?: boolean }): { words: string[]; text: string } };
type MintCtor = new (keys: string[], ops?: { customCharacter?: string }) => MintFilter;

const require = createRequire(import.meta.url);

let filter: MintFilter | null = null;
/**
 * Sensitive words: the Chinese list of naughty-words (LDNOOBW) matched with mint-filter's Aho–Corasick
 * automaton. Single characters (乳, 性, 柒 …) are left out of the list: alone they are everyday words on an
 * industrial shop (乳胶手套, 性能, 大写金额) and would mangle honest comments.
 */
function instance(): MintFilter {
  if (!filter) {
    const words = (require('naughty-words/zh.json') as string[]).filter(
      (w) => [...w].length >= 2 && !/^[\d.]+$/.test(w),
    );
    const mod = require('mint-filter') as { default?: MintCtor; Mint?: MintCtor };
    const Mint = (mod.Mint ?? mod.default)!;
    filter = new Mint(words, { customCharacter: '＊' });
  }
  return filter;
}

/** Replaces every sensitive word of `text` by ＊ (one per character); says whether any was found. */
export function filterSensitive(text: string): { text: string; filtered: boolean } {
  const result = instance().filter(text, { replace: true });
  return { text: result.text, filtered: result.words.length > 0 };
}
