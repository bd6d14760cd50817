import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { buyerAuth } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/world';

// A signed-out session stays signed out when the store forgets its revocation mark (Redis restarted): the
// marks are written again from the database.

const w = useTestApp();

const sessionOf = (accessToken: string) =>
  (JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
const me = (headers: Record<string, string>) =>
  w.app.inject({ method: 'POST', url: '/api/user/getUserInfo', headers, payload: {} });
const logout = (headers: Record<string, string>) =>
  w.app.inject({ method: 'GET', url: '/api/oauth/logout', headers });

describe('revocations after the store lost them', () => {
  it('restoreRevocations marks again every session revoked within an access token’s life', async () => {
    const { tokens, headers } = await buyerAuth(w.app);
    expect((await me(headers)).statusCode).toBe(200);
    await logout(headers);
    expect((await me(headers)).statusCode).toBe(401);
    // The store forgets (what a Redis restart does): the old access token would pass again …
    await w.app.store.del(`auth:revoked:${sessionOf(tokens.accessToken)}`);
    await new Promise((r) => setTimeout(r, 1100)); // past the per-process recheck interval
    expect((await me(headers)).statusCode).toBe(200);
    // … until the marks are written again from the database.
    const { createAccounts } = await import('./accounts');
    const accounts = createAccounts({ env: w.app.env, db: w.app.db.db, store: w.app.store, log: w.app.log });
    expect(await accounts.tokens.restoreRevocations()).toBeGreaterThanOrEqual(1);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await me(headers)).statusCode).toBe(401);
  });

  it.runIf(process.env.REDIS_URL)('on Redis, a lost link triggers the restore by itself', async () => {
    const { tokens, headers } = await buyerAuth(w.app);
    await logout(headers);
    expect((await me(headers)).statusCode).toBe(401);
    const admin = new Redis(process.env.REDIS_URL!);
    try {
      // Redis "restarts": this app's keys are gone and its subscriber connection drops.
      const keys = await admin.keys(`${w.app.storePrefix}auth:revoked:*`);
      expect(keys).toContain(`${w.app.storePrefix}auth:revoked:${sessionOf(tokens.accessToken)}`);
      await admin.del(...keys);
      const ids = ((await admin.client('LIST')) as string)
        .split('\n')
        .filter((line) => line.includes(` name=${w.app.storePrefix}bus `))
        .map((line) => /\bid=(\d+)/.exec(line)![1]!);
      for (const id of ids) await admin.client('KILL', 'ID', id);
    } finally {
      admin.disconnect();
    }
    await new Promise((r) => setTimeout(r, 1500));
    expect((await me(headers)).statusCode).toBe(401);
  });
});
