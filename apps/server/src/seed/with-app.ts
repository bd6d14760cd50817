import type { Env } from '../config/env';
import type { DbHandle } from '../db/client';
import type { EphemeralStore } from '../lib/store';
import type { App } from '../lib/types';
import { TokenService } from '../modules/identity/auth';
import { seedDemoEinvoice } from '../modules/finance/einvoice/einvoice-demo.seed';

/**
 * Demo data that only the running app can make, through its own calls (after `seedIfEmpty`, in development:
 * never in production, and not under NODE_ENV=test so the journeys' servers keep the demo buyer's history as
 * it was): the demo 数电专票 and its 红字确认单 (issue 47). Each step runs once; a failure is logged, never fatal.
 */
export async function seedWithApp(ctx: {
  app: App;
  db: DbHandle;
  store: EphemeralStore;
  env: Env;
  log: (msg: string) => void;
  warn: (msg: string) => void;
}): Promise<void> {
  if (ctx.env.NODE_ENV !== 'development') return;
  const tokens = new TokenService(ctx.db.db, ctx.store, ctx.env.JWT_SECRET);
  try {
    await seedDemoEinvoice({
      app: ctx.app,
      db: ctx.db.db,
      log: ctx.log,
      tokenFor: async (subject) =>
        (await tokens.issue(subject, { ip: '127.0.0.1', userAgent: 'demo seed' })).accessToken,
    });
  } catch (err) {
    ctx.warn(`demo 数电票 not seeded: ${(err as Error).message}`);
  }
}
