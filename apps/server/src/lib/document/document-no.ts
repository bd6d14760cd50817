import { sql, type SQL } from 'drizzle-orm';
import { pgSequence, varchar, type PgSequence } from 'drizzle-orm/pg-core';

/** The sequence that feeds one kind of document number (from 1, step 1). */
export const documentSequence = (name: string) => pgSequence(name, { startWith: 1, increment: 1 });

/**
 * The column default of a document number: `prefix` + the China date (YYYYMMDD) + the next value of `sequence`
 * left-padded with zeros to `digits` (e.g. SH2026112600000001). An empty prefix numbers orders (date first).
 * The expression is the one every numbered table has carried since its migration: changing a byte of it
 * would make drizzle-kit write a migration.
 */
export function documentNo(prefix: string, sequence: PgSequence, digits: number): SQL {
  if (!/^[A-Z]{0,4}$/.test(prefix)) throw new Error(`document number prefix must be capitals: ${prefix}`);
  const name = sequence.seqName ?? '';
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`sequence name must be snake case: ${name}`);
  const head = prefix ? `'${prefix}' || ` : '';
  return sql.raw(
    `${head}to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('${name}')::text, ${digits}, '0')`,
  );
}

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
