import type { DbOrTx } from '../../../db/client';
import { normalisePartNumber, skusByPartNumber } from '../part-number';

/** A keyword that may be a part number: 3 to 64 letters and digits once normalised, at least one digit. */
const looksLikeCode = (normalised: string) =>
  normalised.length >= 3 &&
  normalised.length <= 64 &&
  /\d/.test(normalised) &&
  /^[A-Z0-9]+$/.test(normalised);

/**
 * The products a keyword names by a part number of one of their SKUs (料号互查), each with the number that
 * matched as entered and its source (the manufacturer's own first): one indexed statement, none for a
 * keyword that cannot be a part number.
 */
export async function partNumbersOf(
  db: DbOrTx,
  keyword: string,
): Promise<Map<number, { number: string; source: string }>> {
  const normalised = normalisePartNumber(keyword);
  const out = new Map<number, { number: string; source: string }>();
  if (!looksLikeCode(normalised)) return out;
  for (const hit of await skusByPartNumber(db, [normalised]))
    if (!out.has(hit.productId)) out.set(hit.productId, { number: hit.number, source: hit.source });
  return out;
}
