/*
 * Physical quantities of typed product attributes (参数选型): units, parsing of the free text sellers type
 * ("Φ20mm", "0.5m", "5～25 N.m", "1/4\""), and formatting back.
 *
 * Every value is held as an integer count of micro base units (1 = 0.000001 of the dimension's base unit),
 * so "0.5 m" and "500 mm" are the same integer and equality never meets float drift. Base units: length mm,
 * torque N·m, current A, voltage V, power kW, pressure MPa, flow L/min, mass kg. Integers stay exact up to
 * Number.MAX_SAFE_INTEGER micro units (about 9×10⁹ base units: 9,000 km, 9,000 t).
 */

export const DIMENSIONS = [
  'length',
  'torque',
  'current',
  'voltage',
  'power',
  'pressure',
  'flow',
  'mass',
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export const DIMENSION_LABEL: Record<Dimension, string> = {
  length: '长度',
  torque: '扭矩',
  current: '电流',
  voltage: '电压',
  power: '功率',
  pressure: '压力',
  flow: '流量',
  mass: '质量',
};

/** Each unit's dimension and how many micro base units one of it holds. */
export const UNITS = {
  mm: { dimension: 'length', micro: 1_000_000 },
  cm: { dimension: 'length', micro: 10_000_000 },
  m: { dimension: 'length', micro: 1_000_000_000 },
  in: { dimension: 'length', micro: 25_400_000 },
  'N·m': { dimension: 'torque', micro: 1_000_000 },
  mA: { dimension: 'current', micro: 1_000 },
  A: { dimension: 'current', micro: 1_000_000 },
  kA: { dimension: 'current', micro: 1_000_000_000 },
  V: { dimension: 'voltage', micro: 1_000_000 },
  kV: { dimension: 'voltage', micro: 1_000_000_000 },
  W: { dimension: 'power', micro: 1_000 },
  kW: { dimension: 'power', micro: 1_000_000 },
  Pa: { dimension: 'pressure', micro: 1 },
  kPa: { dimension: 'pressure', micro: 1_000 },
  bar: { dimension: 'pressure', micro: 100_000 },
  MPa: { dimension: 'pressure', micro: 1_000_000 },
  'L/min': { dimension: 'flow', micro: 1_000_000 },
  g: { dimension: 'mass', micro: 1_000 },
  kg: { dimension: 'mass', micro: 1_000_000 },
  t: { dimension: 'mass', micro: 1_000_000_000 },
} as const satisfies Record<string, { dimension: Dimension; micro: number }>;
export type UnitCode = keyof typeof UNITS;
export const UNIT_CODES = Object.keys(UNITS) as UnitCode[];

export const BASE_UNIT: Record<Dimension, UnitCode> = {
  length: 'mm',
  torque: 'N·m',
  current: 'A',
  voltage: 'V',
  power: 'kW',
  pressure: 'MPa',
  flow: 'L/min',
  mass: 'kg',
};

export const isUnitCode = (code: string): code is UnitCode => Object.hasOwn(UNITS, code);

/** What a text holds: one value, an interval (both in micro base units), or why it could not be read. */
export type ParsedQuantity =
  | { kind: 'number'; dimension: Dimension; micro: number }
  | { kind: 'range'; dimension: Dimension; min: number; max: number }
  | { kind: 'unparsed'; reason: string };

// Spellings sellers use, matched exactly; CASELESS ones also in any case ("MM", "Kw"). Single letters stay
// case-exact: "M" is a thread or mega, "T" tesla, "nm" nanometres.
const EXACT: Record<string, UnitCode> = {
  毫米: 'mm',
  厘米: 'cm',
  公分: 'cm',
  m: 'm',
  米: 'm',
  '"': 'in',
  英寸: 'in',
  吋: 'in',
  Nm: 'N·m',
  NM: 'N·m',
  牛米: 'N·m',
  '牛·米': 'N·m',
  mA: 'mA',
  毫安: 'mA',
  A: 'A',
  安: 'A',
  安培: 'A',
  V: 'V',
  v: 'V',
  伏: 'V',
  伏特: 'V',
  千伏: 'kV',
  W: 'W',
  w: 'W',
  瓦: 'W',
  千瓦: 'kW',
  兆帕: 'MPa',
  千帕: 'kPa',
  帕: 'Pa',
  巴: 'bar',
  '升/分': 'L/min',
  '升/分钟': 'L/min',
  g: 'g',
  克: 'g',
  千克: 'kg',
  公斤: 'kg',
  t: 't',
  吨: 't',
};
const CASELESS: Record<string, UnitCode> = {
  mm: 'mm',
  cm: 'cm',
  in: 'in',
  inch: 'in',
  'n·m': 'N·m',
  'n.m': 'N·m',
  'n*m': 'N·m',
  'n•m': 'N·m',
  'n・m': 'N·m',
  ka: 'kA',
  kv: 'kV',
  kw: 'kW',
  pa: 'Pa',
  kpa: 'kPa',
  mpa: 'MPa',
  bar: 'bar',
  'l/min': 'L/min',
  lpm: 'L/min',
  kg: 'kg',
};

export const QUANTITY_REASON = {
  EMPTY: '空值',
  THREAD: '螺纹规格（如 M8、G1/4）不是长度',
  NEGATIVE: '不支持负数',
  NO_NUMBER: '没有可识别的数值',
  MANY: '含多个数值，无法确定取哪一个',
  NO_UNIT: '缺少单位',
  FRACTION: '斜杠分隔的数值只认英寸分数（如 1/4"）',
  TOO_PRECISE: '数值精度超出（最多到基本单位的百万分之一）',
  TOO_LARGE: '数值过大',
  MIXED: '范围两端的单位不是同一种量',
  REVERSED: '范围下限大于上限',
  unknownUnit: (u: string) => `无法识别的单位「${u}」`,
  wrongDimension: (u: string, d: Dimension) => `单位「${u}」不是${DIMENSION_LABEL[d]}单位`,
} as const;

/** A unit as sellers spell it → its code, or undefined. */
export function unitOf(text: string): UnitCode | undefined {
  const t = text.trim();
  if (isUnitCode(t)) return t;
  return EXACT[t] ?? CASELESS[t.toLowerCase()];
}

type Side = { micro: bigint; unit: UnitCode } | { digits: bigint; scale: bigint; denominator: bigint };
const SIDE = /^([ΦφøØ∅])?\s*(\d+)(?:\.(\d+))?(?:\/(\d+))?\s*(.*)$/;
const RANGE_SEPARATOR = /\s*(?:~|-|–|—|至|到)\s*/;

/**
 * Reads a quantity from a seller's text: "Φ20mm", "φ20" (a diameter without unit is mm), "0.5m", "32A",
 * "1/4\"" (6.35 mm), ranges "5-25N·m", "5～25 N.m", "40–50mm". Thread designations (M8, G1/4), several numbers
 * ("PH2×100mm", "230/400V"), unknown units and bare numbers are unparsed, unless `bareUnit` names the unit a
 * bare number is in (the attribute's declared unit). `expected` refuses units of another dimension.
 */
export function parseQuantity(
  text: string,
  expected?: Dimension,
  options: { bareUnit?: UnitCode } = {},
): ParsedQuantity {
  // Full-width digits and letters fold to ASCII; ² and ³ stay, so "mm²" reads as an unknown unit.
  const s = text
    .replace(/[^²³]+/g, (run) => run.normalize('NFKC'))
    .replace(/′′|″|“|”/g, '"')
    .trim();
  const fail = (reason: string): ParsedQuantity => ({ kind: 'unparsed', reason });
  if (!s) return fail(QUANTITY_REASON.EMPTY);
  if (/^(?:M|G|R|Rc|Rp|NPT|PT|NPS|UNC|UNF)\s*\d/i.test(s) && !/^m\s*\d/.test(s))
    return fail(QUANTITY_REASON.THREAD);
  if (/^[-−]/.test(s)) return fail(QUANTITY_REASON.NEGATIVE);
  const parts = s.split(RANGE_SEPARATOR);
  if (parts.length > 2 || parts.some((p) => !p)) return fail(QUANTITY_REASON.MANY);
  const sides: Side[] = [];
  for (const part of parts) {
    const side = readSide(part);
    if (typeof side === 'string') return fail(side);
    sides.push(side);
  }
  // A range with one unit ("40–50mm") gives it to both ends; a bare diameter is in mm.
  const diameter = /^[ΦφøØ∅]/.test(s);
  const shared = sides.find((x): x is Extract<Side, { unit: UnitCode }> => 'unit' in x)?.unit;
  const fallback = shared ?? options.bareUnit ?? (diameter ? 'mm' : undefined);
  const values: { micro: bigint; unit: UnitCode }[] = [];
  for (const side of sides) {
    if ('unit' in side) {
      values.push(side);
      continue;
    }
    if (!fallback) return fail(QUANTITY_REASON.NO_UNIT);
    const micro = toMicro(side, fallback);
    if (typeof micro === 'string') return fail(micro);
    values.push({ micro, unit: fallback });
  }
  const dimension = UNITS[values[0]!.unit].dimension;
  for (const v of values) {
    if (UNITS[v.unit].dimension !== dimension) return fail(QUANTITY_REASON.MIXED);
    if (expected && UNITS[v.unit].dimension !== expected)
      return fail(QUANTITY_REASON.wrongDimension(v.unit, expected));
    if (v.micro > BigInt(Number.MAX_SAFE_INTEGER)) return fail(QUANTITY_REASON.TOO_LARGE);
  }
  const [a, b] = values.map((v) => Number(v.micro)) as [number, number | undefined];
  if (b === undefined) return { kind: 'number', dimension, micro: a };
  if (a > b) return fail(QUANTITY_REASON.REVERSED);
  return { kind: 'range', dimension, min: a, max: b };
}

/** One end of a quantity: its exact value when it names a unit, else the bare number (or why it fails). */
function readSide(part: string): Side | string {
  const m = SIDE.exec(part);
  if (!m) return /\d/.test(part) ? QUANTITY_REASON.MANY : QUANTITY_REASON.NO_NUMBER;
  const [, , whole, fraction = '', denominator, rest = ''] = m;
  if (/\d/.test(rest)) return QUANTITY_REASON.MANY;
  const bare = {
    digits: BigInt(whole! + fraction),
    scale: 10n ** BigInt(fraction.length),
    denominator: BigInt(denominator ?? 1),
  };
  if (denominator !== undefined && fraction) return QUANTITY_REASON.MANY;
  if (!rest.trim()) return bare;
  const unit = unitOf(rest);
  if (!unit) return QUANTITY_REASON.unknownUnit(rest.trim());
  const micro = toMicro(bare, unit);
  return typeof micro === 'string' ? micro : { micro, unit };
}

function toMicro(
  side: { digits: bigint; scale: bigint; denominator: bigint },
  unit: UnitCode,
): bigint | string {
  if (side.denominator !== 1n && unit !== 'in') return QUANTITY_REASON.FRACTION;
  if (side.denominator === 0n) return QUANTITY_REASON.NO_NUMBER;
  const numerator = side.digits * BigInt(UNITS[unit].micro);
  const divisor = side.scale * side.denominator;
  if (numerator % divisor !== 0n) return QUANTITY_REASON.TOO_PRECISE;
  return numerator / divisor;
}

/** An integer count of `per`ths as a plain decimal ("0.5", "6.35", "20"). */
function ratioText(micro: number, per: number): string {
  const whole = Math.trunc(micro / per);
  const rest = micro - whole * per;
  if (rest === 0) return String(whole);
  const width = String(per).length - 1;
  if (per !== 10 ** width) return (micro / per).toFixed(6).replace(/\.?0+$/, '');
  return `${whole}.${String(rest).padStart(width, '0').replace(/0+$/, '')}`;
}

/** Micro base units as the decimal of base units the database's numeric columns hold ("0.5", "6.35"). */
export const microToDecimal = (micro: number): string => ratioText(micro, 1_000_000);

/** A decimal of base units (a numeric column as text) back to micro base units; undefined when not exact. */
export function decimalToMicro(text: string): number | undefined {
  const m = /^(\d+)(?:\.(\d{1,6})0*)?$/.exec(text.trim());
  if (!m) return undefined;
  const micro = Number(m[1]) * 1_000_000 + Number((m[2] ?? '').padEnd(6, '0'));
  return Number.isSafeInteger(micro) ? micro : undefined;
}

/** A value (micro base units) written in `unit`: "500 mm", "0.5 m"; inches round to six decimals. */
export function formatQuantity(micro: number, unit: UnitCode): string {
  return `${ratioText(micro, UNITS[unit].micro)}${unit === 'in' ? '"' : ` ${unit}`}`;
}

/** An interval written in `unit`: "5–25 N·m" (parseQuantity reads it back). */
export function formatRange(min: number, max: number, unit: UnitCode): string {
  return `${ratioText(min, UNITS[unit].micro)}–${formatQuantity(max, unit)}`;
}

/** Whether two closed intervals [min, max] share a point (a range attribute matches a range filter). */
export function overlaps(a: readonly [number, number], b: readonly [number, number]): boolean {
  return a[0] <= b[1] && b[0] <= a[1];
}
