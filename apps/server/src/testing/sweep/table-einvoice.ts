import { ownedOf } from './entry';
import type { BuyerIds } from './world-ids';
import type { MerchantIds } from './world-shop';

const owned = ownedOf<BuyerIds>();
const shopOwned = ownedOf<MerchantIds>();

// 数电票's calls in the isolation sweeps (table-open.ts spreads the buyer's in, the portal sweep the shop's): no
// import back, no circle.

type Req = { body?: object };
type BuyerEntry = {
  kind: 'owned';
  req: (v: BuyerIds) => Req | Req[];
  scoped?: string;
  download?: 'pdf' | 'xlsx' | 'csv';
};

/** The 发票夹's filters: another buyer's order number gives him an empty page (or file) of his own. */
const FOLDER_SCOPED =
  'the 发票夹 shows only the caller’s own (or his company’s, for its 财务/管理员); A’s order number filters B’s own to nothing';

/**
 * The 红字确认单 writes under `base` (the buyer's, the shop's), each on the caller's own blue invoice
 * (`invoiceId`) or the form over it (`redFormId`).
 */
const redFormWrites = <V extends { invoiceId: number; redFormId: number }>(base: string) => {
  const own = ownedOf<V>();
  return {
    [`POST ${base}/apply`]: own((v) => ({ body: { invoiceId: v.invoiceId, reason: '开票有误' } })),
    [`POST ${base}/confirm`]: own((v) => ({ body: { id: v.redFormId } })),
    [`POST ${base}/reject`]: own((v) => ({ body: { id: v.redFormId, reason: '不同意' } })),
    [`POST ${base}/revoke`]: own((v) => ({ body: { id: v.redFormId } })),
  };
};

/**
 * The buyer's 红字确认单 calls with buyer A's invoice (its blue 数电票) and the form 自营 applied for over it:
 * buyer B gets 404 (neither exists for him), as does anyone not the person or the buyer company's 财务.
 */
export const EINVOICE_BUYER_ROUTES: Record<string, BuyerEntry> = {
  ...redFormWrites<BuyerIds>('/api/invoice/einvoice/red-forms'),
  'POST /api/invoice/einvoice/confirm-use': owned((v) => ({ body: { invoiceId: v.invoiceId } })),
  // The 发票夹 (rows `blue-<application id>`): A's blue 数电票 is his alone (he bought before his company existed).
  'POST /api/invoice/einvoice/folder': owned((v) => ({ body: { orderNo: v.doneOrderNo } }), {
    scoped: FOLDER_SCOPED,
  }),
  'POST /api/invoice/einvoice/folder/zip': owned((v) => ({ body: { ids: [`blue-${v.invoiceId}`] } })),
  'POST /api/invoice/einvoice/folder/file': owned((v) => [
    { body: { id: `blue-${v.invoiceId}`, format: 'xml' } },
    { body: { id: `blue-${v.invoiceId}`, format: 'pdf' } },
  ]),
  // 发送 (发票交付): B sending A's invoice to his own address is 404, as for an unknown row.
  'POST /api/invoice/einvoice/folder/deliver': owned((v) => ({
    body: { id: `blue-${v.invoiceId}`, email: 'sweep@example.com' },
  })),
  'POST /api/invoice/einvoice/folder/export': owned(
    (v) => [{ body: { ids: [`blue-${v.invoiceId}`] } }, { body: { orderNo: v.doneOrderNo } }],
    { scoped: FOLDER_SCOPED, download: 'xlsx' },
  ),
};

type PortalEntry =
  { kind: 'public'; why: string } | { kind: 'owned'; req: (v: MerchantIds) => Req; filter?: boolean };

/**
 * The shop's tax profile (its own, never an id), and its 红字确认单 calls with shop A's invoice and the form A
 * applied for: merchant B gets 404, or an empty list of its own when A's invoice only filters.
 */
export const EINVOICE_PORTAL_ROUTES: Record<string, PortalEntry> = {
  'POST /api/portal/invoice/einvoice/profile': {
    kind: 'public',
    why: 'taxpayerId and name are the shop’s own tax facts, not owner ids; the profile saved is always the caller’s shop’s',
  },
  'POST /api/portal/invoice/einvoice/red-forms': shopOwned((v) => ({ body: { invoiceId: v.invoiceId } }), {
    filter: true,
  }),
  ...redFormWrites<MerchantIds>('/api/portal/invoice/einvoice/red-forms'),
  // The picker of 申请红字确认单: A's blue 数电票 (its buyer is named with A's marker) is absent from B's search
  // and 404 by id.
  'POST /api/portal/invoice/einvoice/blue-invoices': shopOwned((v) => ({ body: { keyword: v.marker } }), {
    filter: true,
  }),
  'POST /api/portal/invoice/einvoice/blue-invoices/detail': shopOwned((v) => ({
    body: { invoiceId: v.invoiceId },
  })),
};
