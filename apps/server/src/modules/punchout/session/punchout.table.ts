import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  bigNumber,
  blankable,
  createdAt,
  id,
  jsonList,
  jsonRecord,
  ref,
  timestamps,
  timestamptz,
} from '../../../db/columns';

/**
 * A company's punch-out set-up (one per company), maintained by operators. cXML: the buyer system's From
 * identity (with its domain), the Sender identity and its shared secret (stored as an argon2 hash, never
 * shown again), and our To identity. OCI: a user name and password (hashed). `returnHosts`: the only hosts a
 * BrowserFormPost or HOOK_URL may point to. `memberUserId`: the technical member every session acts as.
 * `unspsc`: UNSPSC codes by level-one category id (as text keys).
 */
export const punchoutConfigs = pgTable(
  'punchout_configs',
  {
    id: id(),
    companyId: ref('company_id'),
    fromDomain: varchar('from_domain', { length: 40 }).notNull().default('NetworkID'),
    fromIdentity: varchar('from_identity', { length: 100 }).notNull(),
    senderIdentity: varchar('sender_identity', { length: 100 }).notNull(),
    senderSecretHash: text('sender_secret_hash').notNull(),
    toIdentity: varchar('to_identity', { length: 100 }).notNull(),
    ociUsername: varchar('oci_username', { length: 60 }),
    ociPasswordHash: text('oci_password_hash'),
    returnHosts: jsonList<string>('return_hosts'),
    memberUserId: ref('member_user_id'),
    /**
     * 'technical': every session and order acts as `memberUserId`; 'email': as the company's active member whose
     * e-mail the document names (Extrinsic UserEmail, Contact Email), else as `memberUserId`.
     */
    memberMapping: varchar('member_mapping', { length: 10 }).notNull().default('technical'),
    unspsc: jsonRecord<string>('unspsc'),
    /** UN/CEFACT unit codes by the catalogue's unit (个 → EA), ahead of the built-in table. */
    units: jsonRecord<string>('units'),
    /** OrderRequest: skip the company's approval rules (approval happened in the buyer's system). */
    orderBypassApproval: boolean('order_bypass_approval').notNull().default(true),
    /** How a punch-out order is paid: 4 对公转账 (the default) or 5 账期 (the company's credit). */
    orderPayMethod: smallint('order_pay_method').notNull().default(4),
    /** Where ConfirmationRequest and ShipNoticeRequest go (empty: not sent). */
    outboundUrl: blankable('outbound_url', 1000),
    /**
     * The shared secret the buyer's system gave us for what we send it: presented, so kept as given (like a
     * webhook signing key); never shown by any API.
     */
    outboundSecret: blankable('outbound_secret', 200),
    /** 1 enabled, 0 disabled (every document is refused with 401). */
    status: smallint('status').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('punchout_configs_company_uq').on(t.companyId),
    uniqueIndex('punchout_configs_from_uq').on(sql`lower(${t.fromDomain})`, sql`lower(${t.fromIdentity})`),
    uniqueIndex('punchout_configs_oci_uq')
      .on(t.ociUsername)
      .where(sql`${t.ociUsername} is not null`),
  ],
);
export type PunchoutConfigRow = typeof punchoutConfigs.$inferSelect;

/**
 * A punch-out session: opened by a setup request, entered once through its start token (stored as a SHA-256
 * hash) within five minutes, then tied to the buyer token family it signed in (`tokenFamily`). The cart goes
 * back to `returnUrl` with `buyerCookie` (cXML; OCI has none).
 */
export const punchoutSessions = pgTable(
  'punchout_sessions',
  {
    id: id(),
    companyId: ref('company_id'),
    userId: ref('user_id'),
    /** 'cxml' or 'oci'. */
    protocol: varchar('protocol', { length: 8 }).notNull(),
    /** create, edit or inspect (cXML); create for OCI. */
    operation: varchar('operation', { length: 10 }).notNull(),
    buyerCookie: varchar('buyer_cookie', { length: 200 }).notNull(),
    returnUrl: varchar('return_url', { length: 1000 }).notNull(),
    /** OCI's `returntarget`: the frame the return form posts into (_top when none). */
    returnTarget: varchar('return_target', { length: 40 }),
    startTokenHash: varchar('start_token_hash', { length: 64 }).notNull(),
    startExpiresAt: timestamptz('start_expires_at').notNull(),
    startedAt: timestamptz('started_at'),
    tokenFamily: varchar('token_family', { length: 64 }),
    transferredAt: timestamptz('transferred_at'),
    /** The lines and prices (分) last carried back: an OrderRequest may keep them for PRICE_HOLD_DAYS. */
    cart: jsonb('cart').$type<{ skuId: number; priceFen: number }[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('punchout_sessions_token_uq').on(t.startTokenHash),
    index('punchout_sessions_family_idx')
      .on(t.tokenFamily)
      .where(sql`${t.tokenFamily} is not null`),
  ],
);
export type PunchoutSessionRow = typeof punchoutSessions.$inferSelect;

/**
 * Every punch-out document in and out, with its status: what operators read (and, later, replay). `body` is
 * the document as sent or received, cut at 1 MB.
 */
export const punchoutDocuments = pgTable(
  'punchout_documents',
  {
    id: id(),
    companyId: bigNumber('company_id'),
    sessionId: bigNumber('session_id'),
    /** 'in' or 'out'. */
    direction: varchar('direction', { length: 3 }).notNull(),
    /** PunchOutSetupRequest, PunchOutSetupResponse, PunchOutOrderMessage, Status … */
    kind: varchar('kind', { length: 40 }).notNull(),
    payloadId: varchar('payload_id', { length: 250 }),
    /** The cXML Status code answered or received (200, 400, 401 …). */
    status: smallint('status').notNull(),
    statusText: blankable('status_text', 500),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('punchout_documents_company_idx').on(t.companyId, t.id),
    index('punchout_documents_payload_idx').on(t.payloadId),
  ],
);
export type PunchoutDocumentRow = typeof punchoutDocuments.$inferSelect;

/**
 * A purchase order (cXML OrderRequest) of a company: its orderID, the version applied last, and the shop's
 * orders it became. `update` replaces them (cancel and place again), `delete` cancels them. `lines` keep the
 * buyer's line numbers for the documents sent back.
 */
export const punchoutOrders = pgTable(
  'punchout_orders',
  {
    id: id(),
    companyId: ref('company_id'),
    poNumber: varchar('po_number', { length: 40 }).notNull(),
    version: integer('version').notNull(),
    payloadId: varchar('payload_id', { length: 250 }).notNull(),
    userId: ref('user_id'),
    /** 'open' or 'deleted'. */
    state: varchar('state', { length: 10 }).notNull().default('open'),
    orderIds: jsonb('order_ids').$type<number[]>().notNull(),
    lines: jsonb('lines')
      .$type<{ lineNumber: number; skuId: number; quantity: number; unitOfMeasure: string }[]>()
      .notNull(),
    shipToAddressId: ref('ship_to_address_id'),
    billTo: jsonb('bill_to').$type<Record<string, string> | null>(),
    costCentre: blankable('cost_centre', 100),
    ...timestamps(),
  },
  (t) => [uniqueIndex('punchout_orders_po_uq').on(t.companyId, t.poNumber)],
);
export type PunchoutOrderRow = typeof punchoutOrders.$inferSelect;

/**
 * What we owe a buyer's system about an order (ConfirmationRequest once accepted, ShipNoticeRequest once
 * shipped): one row per order and kind, delivered by a job with retries; each try is in the document log.
 */
export const punchoutOutbound = pgTable(
  'punchout_outbound',
  {
    id: id(),
    companyId: ref('company_id'),
    punchoutOrderId: ref('punchout_order_id'),
    orderId: ref('order_id'),
    kind: varchar('kind', { length: 40 }).notNull(),
    /** 'pending', 'sent' or 'failed' (every try failed; operators may send it again). */
    state: varchar('state', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: blankable('last_error', 500),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    uniqueIndex('punchout_outbound_order_kind_uq').on(t.orderId, t.kind),
    index('punchout_outbound_company_idx').on(t.companyId, t.id),
  ],
);
export type PunchoutOutboundRow = typeof punchoutOutbound.$inferSelect;
