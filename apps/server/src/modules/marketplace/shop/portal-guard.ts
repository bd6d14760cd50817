import type { PortalArea } from '@mall/shared';
import type { FastifyRequest } from 'fastify';
import type { PortalGuard } from '../../identity/auth';
import { portalUser, type PortalAccountService, type PortalCaller } from './portal-account.service';

/**
 * The per-call guard of portal routes registered outside the shop module (bidding, settlement, notices):
 * `area(a)` re-reads the account and its shop for the area's roles, `caller(request)` is the checked caller.
 */
export function portalGuard(accounts: PortalAccountService): PortalGuard {
  const callers = new WeakMap<FastifyRequest, PortalCaller>();
  return {
    area: (a: PortalArea) => ({
      onRequest: async (request: FastifyRequest) => {
        callers.set(request, await accounts.caller(portalUser(request), a));
      },
    }),
    caller: (request: FastifyRequest) => callers.get(request)!,
  };
}
export type { PortalGuard } from '../../identity/auth';
