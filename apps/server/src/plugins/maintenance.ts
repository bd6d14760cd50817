import type { FastifyInstance } from 'fastify';
import { CODE_MAINTENANCE } from '@mall/shared';

/** Calls that keep working during maintenance: the maintenance text itself, health, reports, operators. */
const EXEMPT = [
  '/api/oauth/getRepairInfo',
  '/api/oauth/getRepairTips',
  '/api/health',
  '/api/log/report',
  '/api/global/getSiteConfig',
  '/api/docs',
  '/api/admin/',
  '/api/dev/',
];

/** While maintenance mode is on, every other storefront call answers body code 3110 (HTTP 503). */
/** Where the switch is read (the system module's settings, passed in by app.ts: a plugin imports no module). */
export type MaintenanceSwitch = { getMaintenance(): Promise<{ enabled: boolean }> };

export function registerMaintenance(app: FastifyInstance, system: MaintenanceSwitch): void {
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    if (!url.startsWith('/api/')) return;
    if (EXEMPT.some((prefix) => url.startsWith(prefix))) return;
    const maintenance = await system.getMaintenance();
    if (!maintenance.enabled) return;
    return reply
      .status(503)
      .header('retry-after', '60')
      .send({ code: CODE_MAINTENANCE, msg: '系统维护中，请稍后再试', data: null });
  });
}
