/**
 * 统一社会信用代码 (unified social credit code, GB 32100-2015): 18 characters from the 31-character set
 * 0-9 A-H J-N P-R T U W-Y (no I, O, Z, S, V). Position 1 is the registration authority, 2 the entity
 * category, 3–8 the administrative division code (digits), 9–17 the organisation code, 18 the check
 * character: C18 = 31 − (Σ Ci × Wi mod 31) with weights Wi = 3^(i−1) mod 31, 31 written as 0.
 */
export const TAX_ID_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const SHAPE = /^[1-9A-GNY][1-9A-HJ-NP-RT-UW-Y0-9]\d{6}[0-9A-HJ-NP-RTUW-Y]{10}$/;

/** The check character the first 17 characters call for, or null when they hold a character outside the set. */
export function taxIdCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = TAX_ID_CHARSET.indexOf(first17[i]!);
    if (value < 0) return null;
    sum += value * WEIGHTS[i]!;
  }
  const check = (31 - (sum % 31)) % 31;
  return TAX_ID_CHARSET[check]!;
}

/** Whether `code` is a well-formed 统一社会信用代码 whose check character is right (upper case expected). */
export function isValidTaxId(code: string): boolean {
  if (!SHAPE.test(code)) return false;
  return taxIdCheckChar(code.slice(0, 17)) === code[17];
}
