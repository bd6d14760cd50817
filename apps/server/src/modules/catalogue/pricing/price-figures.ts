/*
 * A price's figures written straight into an answer's bytes (no string per price): `"` and the yuan of a
 * fen amount, as the shared formatter writes them.
 */

const QUOTE = 0x22;
const DOT = 0x2e;
const ZERO = 0x30;

/** Whether `fen` is written digit by digit (else through yuanOf's text). */
export const plainFen = (fen: number) => Number.isSafeInteger(fen) && fen >= 0 && fen < 1e15;

/** Bytes of `"` and the yuan of a plain fen: quote, integer digits, dot, two decimals. */
export function figureLength(fen: number): number {
  let digits = 1;
  for (let n = Math.floor(fen / 100); n >= 10; n = Math.floor(n / 10)) digits++;
  return digits + 4;
}

/** Writes `"` and the yuan of a plain fen in `length` bytes at `at`; returns where they end. */
export function writeFigure(out: Buffer, at: number, fen: number, length: number): number {
  out[at] = QUOTE;
  let end = at + length;
  const cents = fen % 100;
  out[--end] = ZERO + (cents % 10);
  out[--end] = ZERO + Math.floor(cents / 10);
  out[--end] = DOT;
  let n = Math.floor(fen / 100);
  do {
    out[--end] = ZERO + (n % 10);
    n = Math.floor(n / 10);
  } while (n > 0);
  return at + length;
}
