import {
  bigint,
  bigserial,
  customType,
  integer,
  timestamp,
  varchar,
  type PgSequence,
} from 'drizzle-orm/pg-core';
import { documentNo } from '../lib/document';

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

/**
 * Who sells what the row is about: `merchantId` 0 the platform (自营), else the merchant's shop; `sellerName`
 * its name, kept with the row (the platform's own by default).
 */
export const seller = () => ({
  merchantId: integer('merchant_id').notNull().default(0),
  sellerName: varchar('seller_name', { length: 30 }).notNull().default('工业品商城自营'),
});

/**
 * A document's number (`order_no`, `afs_no` …): varchar(24), filled by the database from `sequence`
 * (see `documentNo`: prefix, China date, zero-padded sequence value).
 */
export const documentNoColumn = <N extends string>(
  name: N,
  prefix: string,
  sequence: PgSequence,
  digits: number,
) =>
  varchar(name, { length: 24 })
    .notNull()
    .default(documentNo(prefix, sequence, digits));
