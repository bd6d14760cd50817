import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { Seeder } from '../../../db/seeder';
import { hashPassword } from '../../../lib/password';
import { UploadService, createObjectStore } from '../../content/upload';
import { users } from '../user/user.table';
import { demoBuyerToSeed } from '../user/user.seed';
import { demoLicencePng } from './licence-art';
import { companies, companyDepartments, companyMembers } from './company.table';

/** The demo company (docs/demo-data.md): demo is its 管理员; one seeded member for each other role. */
export const DEMO_COMPANY = {
  name: '上海示范机电设备有限公司',
  creditCode: '91310115MA1K4CY52E',
} as const;

/** The demo company's id, or undefined before its seeder ran (or in production). */
export async function demoCompanyId(db: DbOrTx): Promise<number | undefined> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.creditCode, DEMO_COMPANY.creditCode));
  return company?.id;
}

/** Each with an e-mail address on record: the approval mail and its 同意 / 驳回 links show in the dev outbox. */
export const DEMO_COMPANY_MEMBERS = [
  {
    username: 'qy_caigou',
    email: 'caigou@demo.example',
    password: 'Caigou@123456',
    mobile: '13800138001',
    name: '李采购',
    roles: ['采购员'],
    dept: '研发部',
  },
  {
    username: 'qy_shenpi',
    email: 'shenpi@demo.example',
    password: 'Shenpi@123456',
    mobile: '13800138002',
    name: '张经理',
    roles: ['审批人'],
    dept: '研发部',
  },
  {
    username: 'qy_caiwu',
    email: 'caiwu@demo.example',
    password: 'Caiwu@123456',
    mobile: '13800138003',
    name: '赵财务',
    roles: ['财务'],
    dept: '财务部',
  },
] as const;

/**
 * Demo company: verified, demo as 管理员 (采购部), departments 采购部 / 研发部 (head 张经理) / 财务部. Its
 * purchasing set-up (members' addresses, the approval rule, the budget) is procurement's seeder, run next.
 */
export const companySeeder: Seeder = {
  name: 'demo company',
  async run(ctx) {
    const { db, env, log } = ctx;
    const demoId = await demoBuyerToSeed(ctx, companyMembers, companyMembers.userId);
    if (!demoId) return;
    const files = createObjectStore(env);
    const licence = await new UploadService(files)
      .saveImage({ mimetype: 'image/png', data: demoLicencePng() })
      .finally(() => files.close?.());
    await db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({
          ...DEMO_COMPANY,
          licenseImage: licence.url,
          contactName: '王采购',
          contactMobile: '13800138000',
          status: 2,
          createdBy: demoId,
          verifiedAt: new Date(),
        })
        .returning({ id: companies.id });
      const companyId = company!.id;
      const depts = new Map<string, number>();
      for (const name of ['采购部', '研发部', '财务部']) {
        const [d] = await tx
          .insert(companyDepartments)
          .values({ companyId, name })
          .returning({ id: companyDepartments.id });
        depts.set(name, d!.id);
      }
      await tx.insert(companyMembers).values({
        userId: demoId,
        companyId,
        roles: ['管理员', '采购员'],
        departmentId: depts.get('采购部')!,
      });
      const ids = new Map<string, number>();
      for (const m of DEMO_COMPANY_MEMBERS) {
        const [u] = await tx
          .insert(users)
          .values({
            username: m.username,
            mobile: m.mobile,
            email: m.email,
            emailConfirmedAt: new Date(),
            passwordHash: await hashPassword(m.password),
            name: m.name,
            companyName: DEMO_COMPANY.name,
          })
          .returning({ id: users.id });
        ids.set(m.username, u!.id);
        await tx.insert(companyMembers).values({
          userId: u!.id,
          companyId,
          roles: [...m.roles],
          departmentId: depts.get(m.dept)!,
          subAccount: true,
        });
      }
      await tx
        .update(companyDepartments)
        .set({ headUserId: ids.get('qy_shenpi')! })
        .where(eq(companyDepartments.id, depts.get('研发部')!));
      await tx
        .update(companyDepartments)
        .set({ headUserId: demoId })
        .where(eq(companyDepartments.id, depts.get('采购部')!));
    });
    log('demo company: demo (管理员), qy_caigou (采购员), qy_shenpi (审批人), qy_caiwu (财务)');
  },
};
