import type { FastifyRequest } from 'fastify';
import type { MerchantRole, PortalArea } from '@mall/shared';
import type { AuditActor } from '../../platform/audit';

/**
 * A merchant's staff member calling the portal: an account of theirs, checked against its shop on each call.
 * The portal's guard (marketplace) gives it; the portal faces of documents below marketplace (bidding quotes,
 * settlements, the shop's invoices) take it through this type, so they import nothing above them.
 */
export type PortalCaller = { staffId: number; merchantId: number; role: MerchantRole; username: string };

/** The per-call guard of portal routes: `area(a)` checks the caller for the area's roles; `caller` is the result. */
export type PortalGuard = {
  area: (a: PortalArea) => { onRequest: (request: FastifyRequest) => Promise<void> };
  caller: (request: FastifyRequest) => PortalCaller;
};

/** The audit log's actor for a merchant's write (the log is the platform's record of every write). */
export const merchantActor = (c: PortalCaller, ip: string): AuditActor => ({
  operatorId: c.staffId,
  operatorName: `商家${c.merchantId}:${c.username}`.slice(0, 32),
  role: '商家',
  ip,
});
