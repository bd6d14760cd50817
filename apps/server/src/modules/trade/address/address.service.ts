import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import { ADDRESS_LIMIT, type Address, type OrderAddress, type addressInput } from '@mall/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import { bookRows, defaultToNewest, isCompanyOwned, usableBy } from '../../../lib/company-owner';
import { badRequest, notFound } from '../../../lib/app-error';
import { childRegionCount, regionsByCodes } from '../../catalogue/region';
import { addresses, type AddressRow } from './address.table';

type AddressInput = z.output<typeof addressInput>;

/** Row → wire shape. */
export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    contactName: row.contactName,
    mobile: row.mobile,
    provinceCode: row.provinceCode,
    provinceName: row.provinceName,
    cityCode: row.cityCode,
    cityName: row.cityName,
    districtCode: row.districtCode,
    districtName: row.districtName,
    detail: row.detail,
    fullAddress: `${row.provinceName}${row.cityName}${row.districtName}${row.detail}`,
    isDefault: row.isDefault ? 1 : 0,
    ...(isCompanyOwned(row.userId) ? { shared: true } : {}),
  };
}

/** The copy of an address an order keeps. */
export function toOrderAddress(row: AddressRow): OrderAddress {
  const { id: _id, isDefault: _d, ...rest } = toAddress(row);
  return rest;
}

/** One of the buyer's addresses (for checkout), or null when it is not his. */
/** An address the buyer may ship to: their own, or one their company shares with its members. */
export function findUsableAddress(db: DbOrTx, userId: number, id: number): Promise<AddressRow | null> {
  return addressWhere(db, id, usableBy(addresses.userId, userId), 'address_usable');
}

function findOwnAddress(db: DbOrTx, userId: number, id: number): Promise<AddressRow | null> {
  return addressWhere(db, id, eq(addresses.userId, userId), 'address_own');
}

/** Address `id` when `whose` holds for it (a prepared statement named `name`), or null. */
async function addressWhere(db: DbOrTx, id: number, whose: SQL | undefined, name: string) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), whose))
    .prepare(name)
    .execute();
  return row ?? null;
}

/** Delivery addresses of a buyer: list, add, edit, delete, default. */
export class AddressService {
  constructor(private readonly db: Db) {}

  /**
   * The buyer's addresses, default first, then newest; a company member also gets the company's shared
   * addresses after their own (marked `shared`, managed by the company's 管理员 and 财务).
   */
  async list(userId: number): Promise<Address[]> {
    return (await bookRows(this.db, addresses, userId)).map(toAddress);
  }

  /** Checks the province → city → district path against the regions table and returns the names. */
  private async resolveRegions(input: AddressInput) {
    const path = [input.provinceCode, input.cityCode, input.districtCode].filter((c) => c !== '');
    const rows = await regionsByCodes(this.db, path);
    const byCode = new Map(rows.map((r) => [r.code, r]));
    let parent = '0';
    const names: string[] = [];
    for (const code of path) {
      const row = byCode.get(code);
      if (!row || row.parentCode !== parent) throw badRequest('所选地区不正确');
      names.push(row.name);
      parent = code;
    }
    if ((await childRegionCount(this.db, parent)) > 0) throw badRequest('请选择完整的省市区');
    return { provinceName: names[0] ?? '', cityName: names[1] ?? '', districtName: names[2] ?? '' };
  }

  /** Adds an address; the first one (or one marked default) becomes the default. */
  async add(userId: number, input: AddressInput): Promise<Address> {
    const names = await this.resolveRegions(input);
    return this.db.transaction(async (tx) => {
      // Serialises a buyer's address writes so the limit and the single default hold.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('address'), ${userId}::int)`);
      const [existing] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
      const n = existing?.n ?? 0;
      if (n >= ADDRESS_LIMIT) throw badRequest(`最多保存 ${ADDRESS_LIMIT} 个收货地址`);
      const isDefault = n === 0 || input.isDefault === 1;
      if (isDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
      const [row] = await tx
        .insert(addresses)
        .values({ ...input, ...names, userId, isDefault })
        .returning();
      return toAddress(row!);
    });
  }

  /** Edits one of the buyer's addresses (404 when it is not his). */
  async edit(userId: number, id: number, input: AddressInput): Promise<Address> {
    const names = await this.resolveRegions(input);
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('address'), ${userId}::int)`);
      const current = await findOwnAddress(tx, userId, id);
      if (!current) throw notFound('地址不存在');
      const isDefault = current.isDefault || input.isDefault === 1;
      if (isDefault && !current.isDefault)
        await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
      const [row] = await tx
        .update(addresses)
        .set({ ...input, ...names, isDefault, updatedAt: sql`now()` })
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning();
      return toAddress(row!);
    });
  }

  /** Deletes one of the buyer's addresses; when it was the default, the newest remaining one takes over. */
  async remove(userId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('address'), ${userId}::int)`);
      const [row] = await tx
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning();
      if (!row) throw notFound('地址不存在');
      if (row.isDefault) await defaultToNewest(tx, addresses, userId);
    });
  }

  /** Makes one of the buyer's addresses the default. */
  async setDefault(userId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('address'), ${userId}::int)`);
      const current = await findOwnAddress(tx, userId, id);
      if (!current) throw notFound('地址不存在');
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), ne(addresses.id, id)));
      await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id));
    });
  }
}
