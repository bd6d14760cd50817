import { desc, eq } from 'drizzle-orm';
import type { PunchoutSettings } from '@mall/shared';
import type { Db } from '../../../db/client';
import { usernamesByIds } from '../../identity/user';
import { punchoutConfigs, punchoutDocuments } from './punchout.table';

/** Every punch-out document in and out, with its status (cut to the columns' sizes); returns its id. */
export async function logDocument(
  db: Pick<Db, 'insert'>,
  entry: {
    companyId: number | null;
    sessionId: number | null;
    direction: 'in' | 'out';
    kind: string;
    payloadId: string | null;
    status: number;
    statusText?: string;
    body: string;
  },
) {
  const [row] = await db
    .insert(punchoutDocuments)
    .values({
      ...entry,
      kind: entry.kind.slice(0, 40),
      payloadId: entry.payloadId?.slice(0, 250) ?? null,
      statusText: (entry.statusText ?? '').slice(0, 500),
      body: entry.body.slice(0, 1024 * 1024),
    })
    .returning({ id: punchoutDocuments.id });
  return row!.id;
}

/** The company's set-up as its 管理员 reads it: identities, hosts, member and the latest documents; no secret. */
export async function punchoutSettingsOf(
  db: Db,
  publicOrigin: string,
  companyId: number,
): Promise<PunchoutSettings> {
  const endpoints = {
    cxml: `${publicOrigin}/punchout/cxml`,
    oci: `${publicOrigin}/punchout/oci`,
  };
  const [config] = await db.select().from(punchoutConfigs).where(eq(punchoutConfigs.companyId, companyId));
  if (!config)
    return {
      configured: false,
      enabled: false,
      endpoints,
      fromDomain: '',
      fromIdentity: '',
      senderIdentity: '',
      toIdentity: '',
      ociUsername: null,
      returnHosts: [],
      memberUsername: '',
      documents: [],
    };
  const memberUsername = (await usernamesByIds(db, [config.memberUserId])).get(config.memberUserId) ?? '';
  const documents = await db
    .select({
      id: punchoutDocuments.id,
      at: punchoutDocuments.createdAt,
      direction: punchoutDocuments.direction,
      kind: punchoutDocuments.kind,
      status: punchoutDocuments.status,
      statusText: punchoutDocuments.statusText,
    })
    .from(punchoutDocuments)
    .where(eq(punchoutDocuments.companyId, companyId))
    .orderBy(desc(punchoutDocuments.id))
    .limit(20);
  return {
    configured: true,
    enabled: config.status === 1,
    endpoints,
    fromDomain: config.fromDomain,
    fromIdentity: config.fromIdentity,
    senderIdentity: config.senderIdentity,
    toIdentity: config.toIdentity,
    ociUsername: config.ociUsername,
    returnHosts: config.returnHosts,
    memberUsername,
    documents: documents.map((d) => ({
      ...d,
      at: d.at.toISOString(),
      direction: d.direction === 'out' ? ('out' as const) : ('in' as const),
    })),
  };
}
