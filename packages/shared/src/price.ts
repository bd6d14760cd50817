/**
 * Price display rule: the value is cut to its first 10 characters, then rounded up
 * (towards +∞) to 2 decimals; an empty value gives an empty string. Done on the decimal string so no
 * floating-point error can creep in.
 */
export function formatPrice(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value).trim().slice(0, 10);
  if (text === '') return '';
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) return '';
  const [, sign = '', intPart = '', fracPart = ''] = match;
  if (intPart === '' && fracPart === '') return '';
  const negative = sign === '-';
  const cents = BigInt((intPart || '0') + (fracPart + '00').slice(0, 2));
  const rest = fracPart.slice(2);
  const hasRemainder = /[1-9]/.test(rest);
  // Rounding up means towards +∞: positive values grow, negative ones are simply truncated.
  const roundedCents = hasRemainder && !negative ? cents + 1n : cents;
  const abs = roundedCents.toString().padStart(3, '0');
  const isZero = roundedCents === 0n;
  return `${negative && !isZero ? '-' : ''}${abs.slice(0, -2)}.${abs.slice(-2)}`;
}

/** Integer fen → decimal yuan string with two decimals ("12.30"); the wire format of prices. */
export function fenToYuan(fen: number | bigint): string {
  const value = BigInt(fen);
  const negative = value < 0n;
  const abs = (negative ? -value : value).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${abs.slice(0, -2)}.${abs.slice(-2)}`;
}

/** Decimal yuan string → integer fen; rejects more than two decimals. */
export function yuanToFen(yuan: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!match) throw new RangeError(`Not a money amount: ${yuan}`);
  const [, sign, int = '0', frac = ''] = match;
  const fen = Number(int) * 100 + Number((frac + '00').slice(0, 2));
  return sign === '-' ? -fen : fen;
}
