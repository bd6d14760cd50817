import { getAreaIdList } from '@/lib/cookies';

/**
 * The chosen sales area (cookie areaHomeIdList; 0000 全国 by default). Choosing an area reloads the page.
 * A module of its own: the product page needs it without the screening panel's URL state.
 */
export function currentAreaCode(): string {
  return getAreaIdList()[0] ?? '0000';
}
