import { z } from 'zod';
import { areaCodeField } from './home';
import { dbId, isoTime } from './scalars';

/**
 * Punch-out (采购系统对接): a company's procurement system (SAP Ariba, Coupa: cXML; SAP: OCI) opens a session
 * here; its member fills the cart and carries it back. The buyer-facing calls:
 *   GET  /api/punchout/session               → PunchoutSession | null (null: an ordinary sign-in)
 *   POST /api/punchout/transfer {areaCode?}  → PunchoutTransfer (the one-time page that posts the cart back)
 * The procurement system's and the browser's pages (POST /punchout/cxml, GET /punchout/start/:token,
 * GET /punchout/return/:token) speak cXML and HTML.
 */
export const punchoutSession = z.object({
  protocol: z.enum(['cxml', 'oci']),
  /** create, edit or inspect (inspect: the cart can be looked at and sent back, not changed there). */
  operation: z.string(),
  companyName: z.string(),
  /** The host of the procurement system the cart goes back to. */
  returnHost: z.string(),
  transferred: z.boolean(),
});
export type PunchoutSession = z.infer<typeof punchoutSession>;

export const punchoutTransferBody = z.object({ areaCode: areaCodeField });

export const punchoutTransfer = z.object({
  /**
   * A one-time page of this site (valid five minutes) that posts the cart to the procurement system's
   * BrowserFormPost (cXML) or HOOK_URL (OCI) address: the browser goes there.
   */
  returnPath: z.string(),
  lines: z.number().int(),
});
export type PunchoutTransfer = z.infer<typeof punchoutTransfer>;

/** Answered to checkout and payment calls made inside a punch-out session. */
export const PUNCHOUT_NO_CHECKOUT = '采购系统会话中不能在本站结算，请在购物车点击「返回采购系统」';

/** The cXML credentials of a company's procurement system: its From and Sender identities, our To identity. */
export const cxmlIdentityFields = {
  fromDomain: z.string(),
  fromIdentity: z.string(),
  senderIdentity: z.string(),
  toIdentity: z.string(),
};

/**
 * GET /api/company/punchout (the company's 管理员): its punch-out set-up, read-only (operators maintain it),
 * never a secret, with the latest documents in and out. `configured: false` when there is none.
 */
export const punchoutSettings = z.object({
  configured: z.boolean(),
  enabled: z.boolean(),
  endpoints: z.object({ cxml: z.string(), oci: z.string() }),
  ...cxmlIdentityFields,
  ociUsername: z.string().nullable(),
  returnHosts: z.array(z.string()),
  memberUsername: z.string(),
  documents: z.array(
    z.object({
      id: dbId,
      at: isoTime,
      direction: z.enum(['in', 'out']),
      kind: z.string(),
      status: z.number().int(),
      statusText: z.string(),
    }),
  ),
});
export type PunchoutSettings = z.infer<typeof punchoutSettings>;
