import { CATALOGUE_MSG } from '@mall/shared';
import type { DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import type { MadeBody } from '../../../lib/cache';
import { resolveAreaCode } from '../region';
import { fillPage } from './product-page.fill';
import { liveReader } from './product-page.live';
import { PAGE_FORMAT, preparePages } from './product-page.prepare';
import { relatedPart, type RelatedCard } from './product-page.related';

/*
 * A product page read (preparation in product-page.prepare.ts): one primary-key statement for the live parts
 * (product-page.live.ts), the related cards (product-page.related.ts), and the prepared text with the
 * request's parts filled in (product-page.fill.ts).
 */

/**
 * The answer of the product page of `id` (a SKU's id first, else a product's) in the area: its prepared page
 * (prepared now when it has none) with the request's parts filled in. Its text is made when first asked for,
 * its gzip form is put together from prepared pieces, and its weak ETag is made from the page's stamp, the
 * related cards and the request's parts. `related` gives the category's best sellers in the area, one more
 * than shown. Unknown id → 404.
 */
export async function productPageText(
  db: DbOrTx,
  id: number,
  areaCodeInput: string,
  related: (categoryId: number, areaCode: string) => Promise<readonly RelatedCard[]>,
): Promise<MadeBody> {
  const areaCode = resolveAreaCode(areaCodeInput);
  const live = await liveReader(db, areaCode).load(id);
  if (!live) throw notFound(CATALOGUE_MSG.PRODUCT_NOT_FOUND);
  let prepared =
    live.page && live.format === PAGE_FORMAT
      ? {
          page: live.page,
          packed:
            live.packed && Buffer.from(live.packed.buffer, live.packed.byteOffset, live.packed.byteLength),
          stamp: live.stamp,
        }
      : undefined;
  // Not prepared yet (a new product, a write since): prepared now, kept for the next reader.
  // (Its stamp is not known here: the answer's ETag is then taken from its text.)
  prepared ??= { ...(await preparePages(db, [live.id], true)).get(live.id)!, stamp: null };
  if (!prepared.page) throw notFound(CATALOGUE_MSG.PRODUCT_NOT_FOUND); // its brand or category is gone
  const part = relatedPart(await related(live.category_id, areaCode), live.id);
  return fillPage(prepared, live, id, areaCode, part);
}
