import { MATERIAL_CODE_RATIO_MAX } from '@mall/shared';

/** A unit conversion: 1 company unit = num / den of our units. */
export type Ratio = { num: number; den: number };

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

/** The conversion in lowest terms (12/4 → 3/1). */
export function reduceRatio({ num, den }: Ratio): Ratio {
  const d = gcd(num, den);
  return { num: num / d, den: den / d };
}

/** As the sheet writes it: '' for none (1/1), "12", or "3/2". */
export function ratioText(r: Ratio): string {
  const { num, den } = reduceRatio(r);
  if (num === 1 && den === 1) return '';
  return den === 1 ? String(num) : `${num}/${den}`;
}

/**
 * The 换算 cell: empty (no conversion), a whole number ("12": 1 company unit = 12 of ours) or a fraction
 * ("3/2", full-width forms too). Anything else, or a part of 0 or above the limit, is null.
 */
export function parseRatio(text: string): Ratio | null {
  const t = text.normalize('NFKC').replace(/\s+/g, '');
  if (!t) return { num: 1, den: 1 };
  const m = /^(\d{1,6})(?:\/(\d{1,6}))?$/.exec(t);
  if (!m) return null;
  const num = Number(m[1]);
  const den = m[2] === undefined ? 1 : Number(m[2]);
  if (num < 1 || den < 1 || num > MATERIAL_CODE_RATIO_MAX || den > MATERIAL_CODE_RATIO_MAX) return null;
  return reduceRatio({ num, den });
}
