import { index, pgTable, primaryKey, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, timestamptz } from '../../../db/columns';

/**
 * Refresh tokens, stored only as SHA-256 hashes. Each login starts a family; every refresh marks the used
 * token and issues the next one in the same family; presenting a used token revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    familyId: uuid('family_id').notNull(),
    /** 'buyer' or 'operator'. */
    subjectKind: varchar('subject_kind', { length: 16 }).notNull(),
    subjectId: ref('subject_id'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    revokedAt: timestamptz('revoked_at'),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_subject_idx').on(t.subjectKind, t.subjectId),
  ],
);
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/**
 * The addresses a buyer signed in from (新设备/新地址登录, issue 49): one row per user and IP, the latest 20
 * kept. A sign-in from an address not among them tells the owner (security.signin), except his first ever.
 */
export const loginAddresses = pgTable(
  'login_addresses',
  {
    userId: ref('user_id'),
    ip: varchar('ip', { length: 64 }).notNull(),
    firstSeenAt: timestamptz('first_seen_at').notNull().defaultNow(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.ip] }),
    index('login_addresses_user_seen_idx').on(t.userId, t.lastSeenAt),
  ],
);
