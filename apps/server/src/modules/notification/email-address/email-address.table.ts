import { index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, timestamptz } from '../../../db/columns';

/**
 * A confirmation mail of a member's new receiving address (接收邮箱): single use, expiring, and superseded by a
 * newer one of the same member. Only the SHA-256 of its random token is kept. `users.email` is the confirmed
 * address; this row is the one waiting to become it.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: id(),
    userId: ref('user_id'),
    email: varchar('email', { length: 100 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_confirmations_token_uq').on(t.tokenHash),
    index('email_confirmations_user_idx').on(t.userId, t.id),
  ],
);
