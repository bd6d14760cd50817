import type { Db } from '../../../db/client';
import { hashPassword } from '../../../lib/password';
import { users } from '../user/user.table';
import { companyMembers } from './company.table';

/**
 * A new buyer account that is the company's sub-account (it must change its initial password at first login),
 * in one transaction. Unique violations (user name, mobile) are the caller's to word.
 */
export async function addSubAccount(
  db: Db,
  a: {
    companyId: number;
    companyName: string;
    username: string;
    mobile: string;
    password: string;
    name: string;
    email: string;
    roles: string[];
    departmentId: number | null;
  },
): Promise<number> {
  const passwordHash = await hashPassword(a.password);
  return db.transaction(async (tx) => {
    const [u] = await tx
      .insert(users)
      .values({
        username: a.username,
        mobile: a.mobile,
        passwordHash,
        name: a.name,
        email: a.email,
        companyName: a.companyName,
        mustChangePassword: true,
      })
      .returning({ id: users.id });
    await tx.insert(companyMembers).values({
      userId: u!.id,
      companyId: a.companyId,
      roles: a.roles,
      departmentId: a.departmentId,
      subAccount: true,
    });
    return u!.id;
  });
}
