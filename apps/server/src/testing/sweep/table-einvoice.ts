// 数电票's portal calls in the isolation sweep (the portal sweep spreads them in): no import back, no circle.

/** The shop's own tax profile: its fields only look like ids (taxpayerId, name); the shop is the caller's. */
export const EINVOICE_PORTAL_ROUTES: Record<string, { kind: 'public'; why: string }> = {
  'POST /api/portal/invoice/einvoice/profile': {
    kind: 'public',
    why: 'taxpayerId and name are the shop’s own tax facts, not owner ids; the profile saved is always the caller’s shop’s',
  },
};
