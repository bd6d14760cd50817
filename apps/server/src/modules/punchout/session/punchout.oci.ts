import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { Db } from '../../../db/client';
import { verifyAgainstNobody, verifyPassword } from '../../../lib/password';
import type { TokenService } from '../../identity/auth';
import { companyContextOf } from '../../identity/company';
import { usernamesByIds } from '../../identity/user';
import { clearCart } from '../../trade/cart';
import { OciRefusal, readOciLogin } from '../oci';
import { logDocument } from './punchout.documents';
import { returnUrlOf, sha256 } from './punchout.shared';
import { punchoutConfigs, punchoutSessions } from './punchout.table';
import { validateOciItem } from './punchout.validate';

/** What the log keeps of an OCI login: its parameters, without the password. */
const ociLog = (params: Record<string, unknown>) =>
  JSON.stringify(Object.fromEntries(Object.entries(params).filter(([k]) => k.toUpperCase() !== 'PASSWORD')));

/**
 * SAP OCI 5.0: the browser arrives with USERNAME, PASSWORD and HOOK_URL (GET or POST). A right password
 * opens a session at once (the browser itself is the caller) and signs its member in; FUNCTION=DETAIL goes
 * to the product asked for.
 */
export async function openOciSession(
  db: Db,
  deps: { tokens: Pick<TokenService, 'issue'>; now: () => Date; publicOrigin: string },
  params: Record<string, unknown>,
  meta: { ip?: string; userAgent?: string },
) {
  const login = readOciLogin(params);
  const [config] = await db
    .select()
    .from(punchoutConfigs)
    .where(sql`lower(${punchoutConfigs.ociUsername}) = lower(${login.username})`);
  const refused = new OciRefusal(401, 'OCI 登录失败：用户名或密码不正确');
  if (!config?.ociPasswordHash) {
    await verifyAgainstNobody(login.password);
    throw refused;
  }
  if (!(await verifyPassword(config.ociPasswordHash, login.password)) || config.status !== 1) {
    await logDocument(db, {
      companyId: config.companyId,
      sessionId: null,
      direction: 'in',
      kind: 'OCI login',
      payloadId: null,
      status: 401,
      statusText: refused.message,
      body: ociLog(params),
    });
    throw refused;
  }
  const target = returnUrlOf(config, login.hookUrl, deps.publicOrigin);
  if ('refused' in target)
    throw target.refused === 'invalid'
      ? new OciRefusal(400, 'HOOK_URL 地址不正确')
      : new OciRefusal(403, `HOOK_URL 地址 ${target.host} 不在允许的主机列表中`);
  const member = await companyContextOf(db, config.memberUserId);
  const username = (await usernamesByIds(db, [config.memberUserId])).get(config.memberUserId);
  if (!member || username === undefined || member.companyId !== config.companyId || member.memberStatus !== 1)
    throw new OciRefusal(403, '该企业的采购系统对接成员不可用，请联系平台运营');
  if (login.validate) {
    const form = await validateOciItem(db, config, {
      ...login.validate,
      hookUrl: login.hookUrl,
      returnTarget: login.returnTarget,
    });
    return { validate: form } as const;
  }
  const now = deps.now();
  const tokens = await deps.tokens.issue({ kind: 'buyer', id: config.memberUserId, username }, meta);
  const family = String(decodeJwt(tokens.accessToken).sid ?? '');
  const sessionId = await db.transaction(async (tx) => {
    await clearCart(tx, config.memberUserId);
    const [row] = await tx
      .insert(punchoutSessions)
      .values({
        companyId: config.companyId,
        userId: config.memberUserId,
        protocol: 'oci',
        operation: 'create',
        buyerCookie: '',
        returnUrl: login.hookUrl,
        returnTarget: login.returnTarget,
        // Entered at once: the token is spent before it is made.
        startTokenHash: sha256(randomBytes(32).toString('base64url')),
        startExpiresAt: now,
        startedAt: now,
        tokenFamily: family,
      })
      .returning({ id: punchoutSessions.id });
    return row!.id;
  });
  await logDocument(db, {
    companyId: config.companyId,
    sessionId,
    direction: 'in',
    kind: 'OCI login',
    payloadId: null,
    status: 200,
    body: ociLog(params),
  });
  const detail = login.detail ? `/search?value=${encodeURIComponent(login.detail)}` : '/';
  return { login: tokens, redirect: detail };
}
