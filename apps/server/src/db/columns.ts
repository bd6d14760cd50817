import { customType } from 'drizzle-orm/pg-core';

/** A bytea column; PGlite answers Uint8Array, node-postgres Buffer: both read as Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
  toDriver: (v) => v,
});
