import type { BuyerIds } from './world-ids';
import type { MerchantIds } from './world-shop';

// 数电票's calls in the isolation sweeps (table-open.ts spreads the buyer's in, the portal sweep the shop's): no
// import back, no circle.

type Req = { body?: object };

/**
 * The buyer's 红字确认单 calls with buyer A's invoice (its blue 数电票) and the form 自营 applied for over it:
 * buyer B gets 404 (neither exists for him), as does anyone not the person or the buyer company's 财务.
 */
export const EINVOICE_BUYER_ROUTES: Record<string, { kind: 'owned'; req: (v: BuyerIds) => Req }> = {
  'POST /api/invoice/einvoice/red-forms/apply': {
    kind: 'owned',
    req: (v) => ({ body: { invoiceId: v.invoiceId, reason: '开票有误' } }),
  },
  'POST /api/invoice/einvoice/red-forms/confirm': {
    kind: 'owned',
    req: (v) => ({ body: { id: v.redFormId } }),
  },
  'POST /api/invoice/einvoice/red-forms/reject': {
    kind: 'owned',
    req: (v) => ({ body: { id: v.redFormId, reason: '不同意' } }),
  },
  'POST /api/invoice/einvoice/red-forms/revoke': {
    kind: 'owned',
    req: (v) => ({ body: { id: v.redFormId } }),
  },
  'POST /api/invoice/einvoice/confirm-use': {
    kind: 'owned',
    req: (v) => ({ body: { invoiceId: v.invoiceId } }),
  },
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
  'POST /api/portal/invoice/einvoice/red-forms': {
    kind: 'owned',
    req: (v) => ({ body: { invoiceId: v.invoiceId } }),
    filter: true,
  },
  'POST /api/portal/invoice/einvoice/red-forms/apply': {
    kind: 'owned',
    req: (v) => ({ body: { invoiceId: v.invoiceId, reason: '开票有误' } }),
  },
  'POST /api/portal/invoice/einvoice/red-forms/confirm': {
    kind: 'owned',
    req: (v) => ({ body: { id: v.redFormId } }),
  },
  'POST /api/portal/invoice/einvoice/red-forms/reject': {
    kind: 'owned',
    req: (v) => ({ body: { id: v.redFormId, reason: '不同意' } }),
  },
  'POST /api/portal/invoice/einvoice/red-forms/revoke': {
    kind: 'owned',
    req: (v) => ({ body: { id: v.redFormId } }),
  },
};
