import { index, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, jsonList, ref, timestamps, timestamptz } from '../../../db/columns';

/**
 * An app of the open platform: a company's program (its ERP, its purchasing platform) or a shop's. The
 * secret is stored as its SHA-256 (it is 256 random bits, so a slow hash adds nothing); after a rotation the
 * previous one keeps working until `previousSecretUntil`. `agentUserId`: the company member whose role,
 * agreement prices and pool the app acts with (who registered it). `status`: active, suspended (by an
 * operator) or revoked (deleted by its owner; kept for the audit trail, never listed).
 */
export const openApps = pgTable(
  'open_apps',
  {
    id: id(),
    ownerKind: varchar('owner_kind', { length: 10 }).notNull(),
    ownerId: ref('owner_id'),
    name: varchar('name', { length: 30 }).notNull(),
    clientId: varchar('client_id', { length: 64 }).notNull(),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    previousSecretHash: varchar('previous_secret_hash', { length: 64 }),
    previousSecretUntil: timestamptz('previous_secret_until'),
    secretRotatedAt: timestamptz('secret_rotated_at').notNull().defaultNow(),
    scopes: jsonList<string>('scopes'),
    ipAllowList: jsonList<string>('ip_allow_list'),
    mode: varchar('mode', { length: 8 }).notNull().default('sandbox'),
    status: varchar('status', { length: 10 }).notNull().default('active'),
    agentUserId: ref('agent_user_id'),
    ...timestamps(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (t) => [
    uniqueIndex('open_apps_client_idx').on(t.clientId),
    index('open_apps_owner_idx').on(t.ownerKind, t.ownerId, t.id),
  ],
);

/**
 * Access tokens (2 hours), stored as their SHA-256. Suspending, revoking or rotating an app without grace
 * deletes its tokens at once.
 */
export const openTokens = pgTable(
  'open_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    appId: ref('app_id'),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('open_tokens_app_idx').on(t.appId), index('open_tokens_expiry_idx').on(t.expiresAt)],
);
