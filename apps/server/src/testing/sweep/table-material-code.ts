import type { BuyerIds } from './world-ids';

/** An entry of the route table (table.ts, which spreads these in through table-open.ts: no import back). */
type Entry = { kind: 'owned'; req: (v: BuyerIds) => { body: object } } | { kind: 'public'; why: string };

/**
 * The company's material codes (客户物料编码, /api/company/material-codes): an id is one company's code, so
 * buyer B (管理员 of another company) must get 404; the SKU id of an add is the catalogue's, and the code is
 * written to the caller's own company.
 */
export const MATERIAL_CODE_ROUTES: Record<string, Entry> = {
  'POST /api/company/material-codes/add': {
    kind: 'public',
    why: 'skuId is a catalogue id; the code is added to the caller’s own company (material-code.test.ts: another company never sees it)',
  },
  'POST /api/company/material-codes/of': {
    kind: 'public',
    why: 'productIds are catalogue ids; the answer holds the caller’s own company’s codes only (isolation.test.ts reads it as A and as B)',
  },
  'POST /api/company/material-codes/match': {
    kind: 'public',
    why: 'a keyword, no id; the answer is the caller’s own company’s code only (material-code.test.ts matches as A and as B)',
  },
  'POST /api/company/material-codes/update': {
    kind: 'owned',
    req: (v: BuyerIds) => ({ body: { id: v.materialCodeId, skuId: 900021, code: '被改写的编码' } }),
  },
  'POST /api/company/material-codes/delete': {
    kind: 'owned',
    req: (v: BuyerIds) => ({ body: { id: v.materialCodeId } }),
  },
};
