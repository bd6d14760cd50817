/**
 * Chinese capital numerals of an amount (大写金额) as written on quotations, invoices and cheques
 * (《支付结算办法》 conventions): 壹贰叁…, units 拾佰仟 / 万亿, 元角分; "整" after a whole-yuan amount; one 零
 * for any run of zeros inside the figure; 零 before the 分 when the 角 is zero. Works on integer fen (no float).
 *
 *   fenToChineseCapital(0)         → 零元整
 *   fenToChineseCapital(1005)      → 壹拾元零伍分
 *   fenToChineseCapital(123456789) → 壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分
 */
const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const SMALL_UNITS = ['', '拾', '佰', '仟'] as const;
const BIG_UNITS = ['', '万', '亿', '万亿'] as const;

function groupToCapital(group: number): string {
  let out = '';
  let started = false;
  let pendingZero = false;
  for (let i = 3; i >= 0; i--) {
    const digit = Math.floor(group / 10 ** i) % 10;
    if (digit === 0) {
      if (started) pendingZero = true;
      continue;
    }
    if (pendingZero) out += DIGITS[0];
    pendingZero = false;
    out += `${DIGITS[digit]}${SMALL_UNITS[i]}`;
    started = true;
  }
  return out;
}

function yuanToCapital(yuan: bigint): string {
  const groups: number[] = [];
  let rest = yuan;
  while (rest > 0n) {
    groups.push(Number(rest % 10000n));
    rest /= 10000n;
  }
  if (groups.length > BIG_UNITS.length) throw new RangeError('金额过大');
  let out = '';
  let zeroBefore = false;
  for (let i = groups.length - 1; i >= 0; i--) {
    const group = groups[i] ?? 0;
    if (group === 0) {
      if (out) zeroBefore = true;
      continue;
    }
    if (out && (zeroBefore || group < 1000)) out += DIGITS[0];
    out += `${groupToCapital(group)}${BIG_UNITS[i]}`;
    zeroBefore = false;
  }
  return out;
}

/** Integer fen → 大写金额 (e.g. 1005 → 壹拾元零伍分). */
export function fenToChineseCapital(fen: number | bigint): string {
  if (typeof fen === 'number' && !Number.isSafeInteger(fen)) throw new RangeError('金额必须是整数分');
  const value = BigInt(fen);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const yuan = abs / 100n;
  const jiao = Number((abs / 10n) % 10n);
  const fenDigit = Number(abs % 10n);
  if (abs === 0n) return '零元整';
  let out = yuan > 0n ? `${yuanToCapital(yuan)}元` : '';
  if (jiao === 0 && fenDigit === 0) out += '整';
  else {
    if (jiao > 0) out += `${DIGITS[jiao]}角`;
    else if (yuan > 0n) out += DIGITS[0];
    if (fenDigit > 0) out += `${DIGITS[fenDigit]}分`;
  }
  return negative ? `负${out}` : out;
}
