import type { Seeder } from '../../../db/seeder';
import { hashPassword } from '../../../lib/password';
import { demoCompanyId } from '../../identity/company/company.seed';
import { seededUserId } from '../../identity/user/user.seed';
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
    const companyId = await demoCompanyId(db);
    const memberId = await seededUserId(db, DEMO_PUNCHOUT.member);
    if (!companyId || !memberId) return;
    await db.insert(punchoutConfigs).values({
      companyId,
      fromDomain: DEMO_PUNCHOUT.fromDomain,
      fromIdentity: DEMO_PUNCHOUT.fromIdentity,
      senderIdentity: DEMO_PUNCHOUT.senderIdentity,
      senderSecretHash: await hashPassword(DEMO_PUNCHOUT.sharedSecret),
      toIdentity: DEMO_PUNCHOUT.toIdentity,
      ociUsername: DEMO_PUNCHOUT.ociUsername,
      ociPasswordHash: await hashPassword(DEMO_PUNCHOUT.ociPassword),
      returnHosts: [...DEMO_PUNCHOUT.returnHosts],
      memberUserId: memberId,
    });
    log(
      `demo punch-out: cXML ${DEMO_PUNCHOUT.fromIdentity} / OCI ${DEMO_PUNCHOUT.ociUsername} as ${DEMO_PUNCHOUT.member}`,
    );
  },
};
