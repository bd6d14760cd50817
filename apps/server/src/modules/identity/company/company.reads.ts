import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { companies } from './company.table';

/** A company's name and status (1 待审核, 2 已认证, 3 已驳回, 4 已停用), or undefined when there is none. */
export async function companyStatusOf(
  db: DbOrTx,
  companyId: number,
): Promise<{ name: string; status: number } | undefined> {
  const [row] = await db
    .select({ name: companies.name, status: companies.status })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

/** A company's name ('' when there is none). */
export async function companyNameOf(db: DbOrTx, companyId: number): Promise<string> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? '';
}
