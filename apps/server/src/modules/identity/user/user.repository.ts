import { eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client';
import { users, type UserRow } from './user.table';

/** Buyer account rows. */
export class UserRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Whether the user is a company member disabled by the company's 管理员. */
  async memberDisabled(userId: number): Promise<boolean> {
    const rows = await queryRows<{ status: number }>(
      this.db,
      sql`select status from company_members where user_id = ${userId}`,
      'company_member_status',
    );
    return rows[0]?.status === 0;
  }

  async byId(id: number): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row ?? null;
  }

  async byUsername(username: string): Promise<UserRow | null> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`);
    return row ?? null;
  }

  async byMobile(mobile: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.mobile, mobile.trim()));
    return row ?? null;
  }

  /** A username or a mobile, as typed in the password login form. */
  async byLogin(login: string): Promise<UserRow | null> {
    return (await this.byUsername(login)) ?? (/^1\d{10}$/.test(login.trim()) ? this.byMobile(login) : null);
  }

  async insert(values: typeof users.$inferInsert): Promise<UserRow> {
    const [row] = await this.db.insert(users).values(values).returning();
    return row!;
  }

  async update(id: number, values: Partial<typeof users.$inferInsert>): Promise<UserRow | null> {
    const [row] = await this.db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row ?? null;
  }
}
