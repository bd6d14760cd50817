/**
 * Units of measure for cXML `UnitOfMeasure` and OCI `UNIT`: the catalogue's Chinese unit → the UN/CEFACT
 * Recommendation 20 code the buyer's system expects. A unit not listed goes as EA (each), the code procurement
 * systems accept for a countable piece.
 */
const UNIT_CODES: Readonly<Record<string, string>> = {
  个: 'EA',
  件: 'EA',
  只: 'EA',
  支: 'EA',
  把: 'EA',
  台: 'EA',
  块: 'EA',
  根: 'EA',
  条: 'EA',
  片: 'EA',
  颗: 'EA',
  副: 'PR',
  双: 'PR',
  对: 'PR',
  套: 'SET',
  箱: 'CS',
  盒: 'BX',
  包: 'PK',
  袋: 'BG',
  卷: 'RO',
  桶: 'DR',
  瓶: 'BO',
  罐: 'CA',
  张: 'SH',
  本: 'BK',
  打: 'DZN',
  米: 'MTR',
  千克: 'KGM',
  公斤: 'KGM',
  克: 'GRM',
  吨: 'TNE',
  升: 'LTR',
  毫升: 'MLT',
  平方米: 'MTK',
};

/** The code of a unit: the company's own mapping first (operators keep it), then the table above, then EA. */
export const unitCode = (unit: string, own: Readonly<Record<string, string>> = {}): string =>
  own[unit.trim()] ?? UNIT_CODES[unit.trim()] ?? 'EA';

/** UNSPSC when operators set none for the category: 31000000 (Manufacturing Components and Supplies). */
export const DEFAULT_UNSPSC = '31000000';
