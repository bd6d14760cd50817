import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { creditEntries, creditStatements } from './credit.table';

/**
 * The orders a credit statement bills (its entries' orders: billed parts, cancellations, refunds), when the
 * statement is the company's (`companyId`; null: any company's, for operators). null when there is no such
 * statement: another company's number reads as none.
 */
export async function statementOrderIds(
  db: DbOrTx,
  statementNo: string,
  companyId: number | null,
): Promise<number[] | null> {
  const [statement] = await db
    .select({ id: creditStatements.id })
    .from(creditStatements)
    .where(
      and(
        eq(creditStatements.statementNo, statementNo),
        companyId === null ? undefined : eq(creditStatements.companyId, companyId),
      ),
    );
  if (!statement) return null;
  const rows = await db
    .selectDistinct({ orderId: creditEntries.orderId })
    .from(creditEntries)
    .where(and(eq(creditEntries.statementId, statement.id), isNotNull(creditEntries.orderId)));
  return rows.map((r) => Number(r.orderId));
}
