import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from './config/env';
import type { DbHandle } from './db/client';
import { compose } from './lib/domain';
import { rateLimitStore } from './lib/rate-limit-store';
import type { EphemeralStore } from './lib/store';
import type { App } from './lib/types';
import { catalogueDomain } from './modules/catalogue';
import { contentDomain } from './modules/content';
import { financeDomain } from './modules/finance';
import { fulfilmentDomain } from './modules/fulfilment';
import { identityDomain } from './modules/identity';
import { marketplaceDomain } from './modules/marketplace';
import { notificationDomain } from './modules/notification';
import { createJobQueue, platformDomain, registerMetrics, type JobQueue } from './modules/platform';
import { procurementDomain } from './modules/procurement';
import { openPlatformDomain } from './modules/open-platform';
import { punchoutDomain } from './modules/punchout';
import { APP_BOOT_CSP_SOURCE, storefrontDomain } from './modules/storefront';
import { tradeDomain } from './modules/trade';
import { registerAuth } from './plugins/auth';
import { registerDrain } from './plugins/drain';
import { frameworkErrors, registerErrorHandler } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { registerMaintenance } from './plugins/maintenance';
import { registerReadSessions } from './plugins/read-sessions';
import { registerSecurityHeaders, securityHeaders } from './plugins/security-headers';
import { registerSwagger } from './plugins/swagger';

z.config(z.locales.zhCN());

export type AppDeps = {
  env: Env;
  db: DbHandle;
  store: EphemeralStore;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built storefront (off in API tests). */
  serveWeb?: boolean;
  /** Folder of the built storefront; apps/web/dist by default. */
  webRoot?: string;
  /** Folder of the built operator console (served under /admin/); apps/console/dist by default. */
  consoleRoot?: string;
  /** Background and scheduled jobs; by default BullMQ when REDIS_URL is set, else in this process. */
  jobs?: JobQueue;
  /**
   * The clock the scheduled jobs read to decide what is due (overdue payments, automatic receipt, statement
   * day, settlement month); the wall clock by default. Records keep the time they are written at.
   */
  now?: () => Date;
};

/**
 * Builds the whole application: the shared infrastructure, then one plugin per domain, lowest first (the
 * domain order of docs/architecture.md). What a domain needs from those below it is in its options; what a
 * higher domain plugs into a lower one (hooks) is handed up and filled here, in the order written.
 * Never listens: server.ts and tests do that.
 */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { env, db, store } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Shared infrastructure: request ids and draining on close, errors, input guard, jobs, metrics, headers,
  // rate limits and the OpenAPI document (the last two must precede every route).
  const drained = registerDrain(app);
  if (db.fenceReads) registerReadSessions(app, { store, fence: db.fenceReads });
  registerErrorHandler(app);
  registerInputGuard(app);
  const jobs =
    deps.jobs ??
    createJobQueue({
      redisUrl: env.REDIS_URL,
      prefix: 'mall:bull',
      db: db.db,
      log: (err, msg) => app.log.error({ err }, msg),
    });
  registerMetrics(app, { db, jobs, allow: env.METRICS_ALLOW });
  // The one inline script: what starts the app after a page's first view (storefront/seo/app-boot.ts).
  registerSecurityHeaders(app, securityHeaders([APP_BOOT_CSP_SOURCE]));
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore(store),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: ctx.statusCode,
      code: ctx.statusCode,
      msg: '请求过于频繁，请稍后再试',
      data: null,
    }),
  });
  await registerSwagger(app);
  // The queue starts before any domain's own start-up work (their onReady hooks come after this one).
  app.addHook('onReady', async () => {
    await jobs.start();
  });

  // The domains, lowest first.
  const now = deps.now ?? (() => new Date());
  const basics = { env, db, store, jobs, now };
  const scheduled = env.scheduledJobs;
  const platform = await compose(app, platformDomain, { db, store, jobs });
  const content = await compose(app, contentDomain, { env, db, store });
  const photoExists = (url: string) => content.uploads.exists(url);
  const identity = await compose(app, identityDomain, { env, db, store, jobs });
  // Every call's caller first (bearer token → request.user), then the maintenance switch (operators pass).
  registerAuth(app, identity.accounts.tokens);
  registerMaintenance(app, platform.system);
  const catalogue = await compose(app, catalogueDomain, {
    skuFactsMb: env.SKU_FACTS_MB,
    db,
    store,
    jobs,
    scheduled,
    setting: platform.setting,
    uploads: content.uploads,
    membershipChanged: identity.hooks.membershipChanged,
  });
  const trade = await compose(app, tradeDomain, {
    ...basics,
    setting: platform.setting,
    photoExists,
    reindexAfterCommit: catalogue.reindexAfterCommit,
    restocked: catalogue.restocked,
    commentPosted: catalogue.commentPosted,
    identity: identity.hooks,
  });
  const finance = await compose(app, financeDomain, {
    ...basics,
    trade: trade.hooks,
    identity: identity.hooks,
  });
  const procurement = await compose(app, procurementDomain, {
    db,
    system: platform.system,
    uploads: content.uploads,
    searchEngine: catalogue.searchEngine,
    smsNotice: identity.smsNotice,
    identity: identity.hooks,
    trade,
    finance,
  });
  const fulfilment = await compose(app, fulfilmentDomain, {
    ...basics,
    photoExists,
    trade,
    invoices: finance.invoices,
    receivedGoods: finance.receivedGoods,
  });
  const marketplace = await compose(app, marketplaceDomain, {
    db,
    store,
    identity,
    content,
    catalogue,
    trade,
    finance,
    fulfilment,
  });
  await compose(app, storefrontDomain, {
    ...basics,
    system: platform.system,
    content: content.content,
    catalogue,
    web: { serveWeb: deps.serveWeb, webRoot: deps.webRoot, consoleRoot: deps.consoleRoot },
  });
  // The integration domains, on the top floor.
  const tokens = identity.accounts.tokens;
  await compose(app, punchoutDomain, { ...basics, tokens, trade, catalogue });
  const built = { trade, finance, catalogue, marketplace, fulfilment };
  await compose(app, openPlatformDomain, { ...basics, ...built });
  const tell = { identity: identity.hooks, sendSms: identity.sendSms, procurement, marketplace };
  await compose(app, notificationDomain, { ...basics, ...tell });

  app.addHook('onClose', async () => {
    await drained(8000);
    await jobs.close();
    await store.close();
    await db.close();
  });
  return app;
}
