import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client';
import { addresses } from './address.table';

/** The province code of the buyer's default delivery address; null when there is none. */
export async function defaultAddressProvince(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ province: addresses.provinceCode })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
    .limit(1);
  return row?.province ?? null;
}

/**
 * An owner's address with the same contact, mobile, city, district and street, or a new one with these values;
 * its id. Inside the caller's transaction, one writer per owner at a time (like the address book's own writes).
 */
export async function findOrAddAddress(
  tx: Tx,
  values: {
    userId: number;
    contactName: string;
    mobile: string;
    provinceCode: string;
    provinceName: string;
    cityCode: string;
    cityName: string;
    districtCode: string;
    districtName: string;
    detail: string;
  },
): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('address'), ${values.userId}::int)`);
  const [same] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(
      and(
        eq(addresses.userId, values.userId),
        eq(addresses.contactName, values.contactName),
        eq(addresses.mobile, values.mobile),
        eq(addresses.cityCode, values.cityCode),
        eq(addresses.districtCode, values.districtCode),
        eq(addresses.detail, values.detail),
      ),
    )
    .limit(1);
  if (same) return same.id;
  const [row] = await tx.insert(addresses).values(values).returning({ id: addresses.id });
  return row!.id;
}
