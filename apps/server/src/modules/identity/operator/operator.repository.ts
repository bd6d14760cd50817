import { eq, sql } from 'drizzle-orm';
import type { OperatorInfo, OperatorRole } from '@mall/shared';
import type { DbOrTx } from '../../../db/client';
import { operators, type OperatorRow } from './operator.table';

export const toOperatorInfo = (row: OperatorRow): OperatorInfo => ({
  id: row.id,
  username: row.username,
  name: row.name,
  role: row.role as OperatorRole,
});

/** Operator account rows. */
export class OperatorRepository {
  constructor(private readonly db: DbOrTx) {}

  async byId(id: number): Promise<OperatorRow | null> {
    const [row] = await this.db.select().from(operators).where(eq(operators.id, id));
    return row ?? null;
  }

  async byUsername(username: string): Promise<OperatorRow | null> {
    const [row] = await this.db
      .select()
      .from(operators)
      .where(sql`lower(${operators.username}) = ${username.trim().toLowerCase()}`);
    return row ?? null;
  }

  async insert(values: typeof operators.$inferInsert): Promise<OperatorRow> {
    const [row] = await this.db.insert(operators).values(values).returning();
    return row!;
  }

  async touchLogin(id: number): Promise<void> {
    await this.db.update(operators).set({ lastLoginAt: new Date() }).where(eq(operators.id, id));
  }
}
