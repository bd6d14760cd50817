/** Spaces (any width), dashes of every kind, dots and slashes: what a part number is compared without. */
const SEPARATORS = /[\s\-‐‑‒–—―−_.·/\\]+/gu;

/**
 * A part number as compared (料号互查): full-width folded (NFKC), upper case, without spaces, dashes,
 * underscores, dots and slashes. "6204-2rs", "6204 2RS" and "６２０４．２ＲＳ" are all "62042RS". Idempotent.
 */
export function normalisePartNumber(text: string): string {
  let out = text;
  // Upper-casing can produce a character NFKC folds again (rare ligatures): settle on a fixed point.
  for (;;) {
    const next = out.normalize('NFKC').toUpperCase().replace(SEPARATORS, '');
    if (next === out) return out;
    out = next;
  }
}
