import { sql } from 'drizzle-orm';
import { bigint, bigserial, customType, integer, jsonb, timestamp, varchar } from 'drizzle-orm/pg-core';

// Column builders the tables share. Each returns exactly the drizzle builder it names (same SQL type, same
// inferred row type), so a table written with them migrates and reads as if written out in full.

/** A bytea column; PGlite answers Uint8Array, node-postgres Buffer: both read as Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
  toDriver: (v) => v,
});

/** A bigint read as a JS number: ids of bigserial rows and amounts in 分 stay far below 2^53. */
export const bigNumber = <N extends string>(name: N) => bigint(name, { mode: 'number' });

/** A timestamp with time zone (every point in time the schema keeps). */
export const timestamptz = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

/** The surrogate key `id`: bigserial, read as a number. */
export const id = () => bigserial('id', { mode: 'number' }).primaryKey();

/** When the row was written: `created_at`, now by default. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When the row last changed: `updated_at`, now by default. */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** `created_at` and `updated_at`, for rows that are written and then edited. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** An amount of money in 分 (integer fen), never null; `.default(0)` where it starts at nothing. */
export const fen = <N extends string>(name: N) => bigNumber(name).notNull();

/** A required reference to another row's bigserial `id` (`user_id`, `order_id`, `created_by` …), not null. */
export const ref = <N extends string>(name: N) => bigNumber(name).notNull();

/** A short text that is never null: '' when not given (a remark, a reason, an optional contact …). */
export const blankable = <N extends string>(name: N, length: number) =>
  varchar(name, { length }).notNull().default('');

/** A JSON list, never null, empty by default. */
export const jsonList = <T>(name: string) => jsonb(name).$type<T[]>().notNull().default([]);

/** A JSON object keyed by strings, never null, empty by default. */
export const jsonRecord = <T>(name: string) => jsonb(name).$type<Record<string, T>>().notNull().default({});

/** An integer[] (ids of categories, brands, scenes …), never null, empty by default. */
export const integerArray = <N extends string>(name: N) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);

/**
 * Who sells what the row is about: `merchantId` 0 the platform (自营), else the merchant's shop; `sellerName`
 * its name, kept with the row (the platform's own by default).
 */
export const seller = () => ({
  merchantId: integer('merchant_id').notNull().default(0),
  sellerName: varchar('seller_name', { length: 30 }).notNull().default('工业品商城自营'),
});

/**
 * A delivery log's tries (webhook pushes, notifications): how many so far, the last error, when the row was
 * made and when it was last tried.
 */
export const deliveryTries = () => ({
  attempts: integer('attempts').notNull().default(0),
  lastError: blankable('last_error', 300),
  createdAt: createdAt(),
  lastAttemptAt: timestamptz('last_attempt_at'),
});
