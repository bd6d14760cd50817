import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { errorReportBody, healthData, readinessData, repairInfo, repairTip, siteConfig } from '@mall/shared';
import type { Db } from '../../../db/client';
import type { EphemeralStore } from '../../../lib/store';
import { ok, okSchema } from '../../../lib/reply';
import { publicRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import type { SystemService } from './system.service';

export function systemRoutes(
  app: App,
  deps: {
    system: SystemService;
    dbKind: 'pglite' | 'postgres';
    storeKind: 'memory' | 'redis';
    /** Probed by the readiness check. */
    db: Db;
    store: EphemeralStore;
  },
) {
  const { system } = deps;
  const open = publicRoutes('system');
  const alive = async () => ok({ status: 'ok' as const, db: deps.dbKind, store: deps.storeKind });

  // Liveness: the process answers (a load balancer restarts it when not). Readiness: it can serve, i.e. the
  // database and the shared store answer within a second (a load balancer sends it no traffic while not).
  app.get('/api/health/live', open.noBody('存活检查（进程在运行）', healthData), alive);
  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['system'],
        summary: '就绪检查（数据库与缓存可用；否则 503）',
        response: { 200: okSchema(readinessData)[200], 503: okSchema(readinessData)[200] },
      },
    },
    async (_request, reply) => {
      const within = <T>(p: Promise<T>) =>
        Promise.race([
          p.then(() => 'up' as const),
          new Promise<'down'>((resolve) => setTimeout(() => resolve('down'), 1000).unref()),
        ]).catch(() => 'down' as const);
      const [db, store] = await Promise.all([
        within(deps.db.execute(sql`select 1`)),
        within(deps.store.get('health:ready')),
      ]);
      const ready = db === 'up' && store === 'up';
      return reply.status(ready ? 200 : 503).send({
        code: ready ? 200 : 503,
        msg: ready ? 'ready' : '服务暂不可用：数据库或缓存无响应',
        data: { ready, db, store },
      });
    },
  );

  app.get('/api/health', open.noBody('健康检查', healthData), alive);

  app.get('/api/oauth/getRepairInfo', open.noBody('维护页内容', repairInfo), async () => {
    const m = await system.getMaintenance();
    return ok({ maintenance: m.enabled, content: m.content });
  });

  app.post(
    '/api/oauth/getRepairTips',
    open.noBody('维护预告（页头横幅显示第一条）', z.array(repairTip)),
    async () => ok(await system.getRepairTips()),
  );

  app.get('/api/global/getSiteConfig', open.noBody('站点常量', siteConfig), async () =>
    ok(await system.getSiteConfig()),
  );

  app.post(
    '/api/log/report',
    {
      ...open.withBody('前端错误上报（每个地址每分钟 30 次）', errorReportBody, z.null()),
      bodyLimit: 64 * 1024,
      // Each call writes a row: a bounded number per address.
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => {
      await system.recordErrorReport(request.body, {
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      return ok(null);
    },
  );
}
