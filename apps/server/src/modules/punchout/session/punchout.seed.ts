import { eq } from 'drizzle-orm';
import type { Seeder } from '../../../db/seeder';
import { hashPassword } from '../../../lib/password';
import { companies } from '../../identity/company/company.table';
import { DEMO_COMPANY } from '../../identity/company/company.seed';
import { users } from '../../identity/user/user.table';
import { punchoutConfigs } from './punchout.table';

/**
 * The demo company's punch-out set-up (development only; docs/integration-punchout.md): a cXML buyer system
 * DEMO-PROCUREMENT and an OCI user demo-oci, both acting as member qy_caigou, posting back to this machine.
 */
const DEMO_PUNCHOUT = {
  fromDomain: 'NetworkID',
  fromIdentity: 'DEMO-PROCUREMENT',
  senderIdentity: 'DEMO-PROCUREMENT',
  sharedSecret: 'demo-punchout-secret',
  toIdentity: 'MALL-SUPPLIER',
  ociUsername: 'demo-oci',
  ociPassword: 'DemoOci@123456',
  returnHosts: ['127.0.0.1', 'localhost'],
  member: 'qy_caigou',
} as const;

export const punchoutSeeder: Seeder = {
  name: 'punchout',
  async run({ db, log }) {
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, DEMO_COMPANY.name));
    const [member] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, DEMO_PUNCHOUT.member));
    if (!company || !member) return;
    await db.insert(punchoutConfigs).values({
      companyId: company.id,
      fromDomain: DEMO_PUNCHOUT.fromDomain,
      fromIdentity: DEMO_PUNCHOUT.fromIdentity,
      senderIdentity: DEMO_PUNCHOUT.senderIdentity,
      senderSecretHash: await hashPassword(DEMO_PUNCHOUT.sharedSecret),
      toIdentity: DEMO_PUNCHOUT.toIdentity,
      ociUsername: DEMO_PUNCHOUT.ociUsername,
      ociPasswordHash: await hashPassword(DEMO_PUNCHOUT.ociPassword),
      returnHosts: [...DEMO_PUNCHOUT.returnHosts],
      memberUserId: member.id,
    });
    log(
      `demo punch-out: cXML ${DEMO_PUNCHOUT.fromIdentity} / OCI ${DEMO_PUNCHOUT.ociUsername} as ${DEMO_PUNCHOUT.member}`,
    );
  },
};
