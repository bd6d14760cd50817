import { hashPassword } from '../lib/password';
import { punchoutConfigs } from '../modules/punchout/session/punchout.table';
import type { TestApp } from './build-test-app';

// Test fixture for punch-out: a company's configuration, stored as the console would save it.

/** The cXML identities of a test company's punch-out set-up, by tag. */
export const punchoutIds = (tag: string, secret = `secret-${tag}`) => ({
  FROM: `AN-${tag}`,
  SENDER: `AN-${tag}`,
  TO: 'MALL-SUPPLIER',
  SECRET: secret,
});

/** Stores the company's punch-out configuration for these identities (and an OCI sign-in when given). */
export async function configurePunchout(
  app: TestApp,
  c: {
    companyId: number;
    memberUserId: number;
    ids: ReturnType<typeof punchoutIds>;
    returnHosts: string[];
    oci?: { username: string; password: string };
  },
): Promise<void> {
  await app.db.db.insert(punchoutConfigs).values({
    companyId: c.companyId,
    fromIdentity: c.ids.FROM,
    senderIdentity: c.ids.SENDER,
    senderSecretHash: await hashPassword(c.ids.SECRET),
    toIdentity: c.ids.TO,
    returnHosts: c.returnHosts,
    memberUserId: c.memberUserId,
    ...(c.oci ? { ociUsername: c.oci.username, ociPasswordHash: await hashPassword(c.oci.password) } : {}),
  });
}

/** The bearer header of the member a start page or an OCI sign-in signed in (from its `loginInfo` cookie). */
export function signedInHeaders(res: { headers: Record<string, unknown> }): Record<string, string> {
  const cookie = String(res.headers['set-cookie']);
  const login = JSON.parse(decodeURIComponent(/loginInfo=([^;]+)/.exec(cookie)![1]!)) as {
    accessToken: string;
  };
  return { authorization: `Bearer ${login.accessToken}` };
}

/** Opens the start page a PunchOutSetupResponse names: the signed-in member's bearer header. */
export async function enterPunchout(app: TestApp, setupResponse: string): Promise<Record<string, string>> {
  const start = /<URL>([^<]+\/punchout\/start\/[^<]+)<\/URL>/.exec(setupResponse)![1]!;
  return signedInHeaders(await app.inject({ method: 'GET', url: new URL(start).pathname }));
}

/** Posts `fields` as a browser posts an HTML form (application/x-www-form-urlencoded). */
export function postForm(app: TestApp, url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}
