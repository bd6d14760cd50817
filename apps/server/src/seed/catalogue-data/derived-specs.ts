/**
 * Spec values that follow from others (typed attributes, 参数选型): a bearing's bore, outer diameter and width
 * from its series number, a breaker's breaking capacity. Derived without the random stream, so every other
 * generated value (titles, prices, brands) stays as it was before these were added.
 */

/** Deep-groove ball bearings: series → bore × outer diameter × width (mm), as the catalogues of SKF/NSK give. */
const BEARING_SIZES: Record<string, [number, number, number]> = {
  '6201': [12, 32, 10],
  '6202': [15, 35, 11],
  '6203': [17, 40, 12],
  '6204': [20, 47, 14],
  '6205': [25, 52, 15],
  '6305': [25, 62, 17],
  '6308': [40, 90, 23],
};

/** 内径/外径/宽度 of the SKU's 型号 (nothing for a series not in the table). */
export function bearingSize(spec: Record<string, string>): Record<string, string> {
  const size = BEARING_SIZES[spec['型号'] ?? ''];
  if (!size) return {};
  const [bore, outer, width] = size;
  return { 内径: `${bore}mm`, 外径: `${outer}mm`, 宽度: `${width}mm` };
}

const BREAKING_CAPACITIES = ['4.5kA', '6kA', '10kA'];

/** 分断能力 of a breaker product (one per product: its SKUs differ only in 额定电流). */
export function breakingCapacity(_spec: Record<string, string>, productId: number): Record<string, string> {
  return { 分断能力: BREAKING_CAPACITIES[productId % BREAKING_CAPACITIES.length]! };
}
