import { z } from 'zod';
import { errorReportBody, healthData, repairInfo, repairTip, siteConfig } from '@mall/shared';
import { ok, okSchema } from '../../lib/reply';
import type { App } from '../../lib/types';
import type { SystemService } from './system.service';

export function systemRoutes(
  app: App,
  deps: { system: SystemService; dbKind: 'pglite' | 'postgres'; storeKind: 'memory' | 'redis' },
) {
  const { system } = deps;

  app.get(
    '/api/health',
    { schema: { tags: ['system'], summary: '健康检查', response: okSchema(healthData) } },
    async () => ok({ status: 'ok' as const, db: deps.dbKind, store: deps.storeKind }),
  );

  app.get(
    '/api/oauth/getRepairInfo',
    { schema: { tags: ['system'], summary: '维护页内容', response: okSchema(repairInfo) } },
    async () => {
      const m = await system.getMaintenance();
      return ok({ maintenance: m.enabled, content: m.content });
    },
  );

  app.post(
    '/api/oauth/getRepairTips',
    {
      schema: {
        tags: ['system'],
        summary: '维护预告（页头横幅显示第一条）',
        response: okSchema(z.array(repairTip)),
      },
    },
    async () => ok(await system.getRepairTips()),
  );

  app.get(
    '/api/global/getSiteConfig',
    { schema: { tags: ['system'], summary: '站点常量', response: okSchema(siteConfig) } },
    async () => ok(await system.getSiteConfig()),
  );

  app.post(
    '/api/log/report',
    {
      schema: {
        tags: ['system'],
        summary: '前端错误上报（每个地址每分钟 30 次）',
        body: errorReportBody,
        response: okSchema(z.null()),
      },
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
