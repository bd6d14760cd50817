import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

/** A row of the bench's result table (run.ts prints them): figures as the table shows them. */
export type BenchRow = {
  group: string;
  name: string;
  rps: string;
  p50: string;
  p99: string;
  errors: string;
};

/** The rows of a `db.execute` result. */
export type Rows<T> = { rows: T[] };

/** Writes a bench user (its mobile: `mobilePrefix` and 8 digits of the clock) and answers its id. */
export async function insertBenchUser(
  db: Db,
  o: { username: string; mobilePrefix: string; passwordHash: string; companyName: string },
): Promise<number> {
  const mobile = `${o.mobilePrefix}${String(Date.now() % 1e8).padStart(8, '0')}`;
  const user = (await db.execute(sql`insert into users (username, mobile, password_hash, company_name)
    values (${o.username}, ${mobile}, ${o.passwordHash}, ${o.companyName}) returning id`)) as unknown as Rows<{
    id: number;
  }>;
  return Number(user.rows[0]!.id);
}
