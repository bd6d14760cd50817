import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, timestamptz } from '../../../db/columns';

/**
 * A 同意 or 驳回 link of a request-waiting message: bound to one approver, one request and the level then
 * waiting; single use, expiring. Only the SHA-256 of its random token is kept (a leaked table opens nothing).
 */
export const approvalLinks = pgTable(
  'approval_links',
  {
    id: id(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: ref('user_id'),
    companyId: ref('company_id'),
    requestNo: varchar('request_no', { length: 32 }).notNull(),
    level: integer('level').notNull(),
    /** approve | reject */
    action: varchar('action', { length: 8 }).notNull(),
    /** The channel the link went out on (email, wecom, dingtalk, feishu). */
    channel: varchar('channel', { length: 10 }).notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('approval_links_token_uq').on(t.tokenHash),
    index('approval_links_request_idx').on(t.requestNo, t.userId),
  ],
);
export type ApprovalLinkRow = typeof approvalLinks.$inferSelect;
