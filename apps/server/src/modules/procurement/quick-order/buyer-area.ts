import { DEFAULT_AREA_ID, DEFAULT_AREA_TITLE } from '@mall/shared';
import type { DbOrTx } from '../../../db/client';
import { defaultAddressProvince } from '../../trade/address';
import { provinceName, resolveAreaCode } from '../../catalogue/region';

/**
 * The area whose sales range and stock count for a buyer: the one the buyer chose (the area cookie), else the
 * province of the default delivery address, else 0000 全国 (the quick order page's rule, purchase lists' too).
 */
export async function buyerAreaOf(db: DbOrTx, userId: number, chosen: string): Promise<string> {
  const area = resolveAreaCode(chosen);
  if (area !== DEFAULT_AREA_ID) return area;
  const province = await defaultAddressProvince(db, userId);
  return province !== null ? resolveAreaCode(province) : DEFAULT_AREA_ID;
}

/** The area's name as the page shows it: 全国, or the province. */
export const areaTitleOf = (areaCode: string): string =>
  areaCode === DEFAULT_AREA_ID ? DEFAULT_AREA_TITLE : (provinceName(areaCode) ?? areaCode);
