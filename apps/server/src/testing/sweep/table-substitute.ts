/** An entry of the buyer route table (table.ts spreads these in through table-open.ts: no import back). */
type Entry = { kind: 'public'; why: string };

/**
 * 替代品 and 经常一起购买 on the product page (issue 50, items 5 and 6): the id is a catalogue SKU's or
 * product's. What a caller sees beyond the catalogue is his own: his company's pool and prices, and his
 * company's own bought-together pairs (bought-together.test.ts: another company's member, and a visitor,
 * never see a pair only one company's orders hold).
 */
export const SUBSTITUTE_BOUGHT_TOGETHER_ROUTES: Record<string, Entry> = {
  'GET /api/product/{id}/substitutes': {
    kind: 'public',
    why: 'a catalogue SKU or product id; prices and the pool answered are the caller’s own (substitute.test.ts)',
  },
  'GET /api/product/{id}/bought-together': {
    kind: 'public',
    why: 'a catalogue SKU or product id; the company pairs read are the caller’s own company’s only (bought-together.test.ts: another company never sees them)',
  },
};
