import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPEN_CODE, OPEN_MSG, OPEN_SHOP_MSG, type OpenScope } from '@mall/shared';
import { AppError } from '../../../lib/app-error';
import type { App } from '../../../lib/types';
import { ipAllowed, openCodeOf, type OpenAppService, type OpenCaller } from '../app';

declare module 'fastify' {
  interface FastifyRequest {
    /** The app calling `/open/v1` (set by the gateway; null elsewhere). */
    openCaller: OpenCaller | null;
  }
  interface FastifyContextConfig {
    /** The scope an `/open/v1` route needs. */
    openScope?: OpenScope;
  }
}

/** Calls per second per app, single and batch (OPEN_RATE_PER_SECOND, OPEN_BATCH_RATE_PER_SECOND). */
export type OpenRates = { single: number; batch: number };

const appKey = (request: FastifyRequest) => `open-app:${request.openCaller?.appId ?? request.ip}`;

/** The rate limit of an `/open/v1` route, per app, counted after the app is known. */
export function openRate(rates: OpenRates, kind: keyof OpenRates) {
  return {
    max: rates[kind],
    timeWindow: 1000,
    hook: 'preHandler' as const,
    groupId: `open-${kind}`,
    keyGenerator: appKey,
  };
}

export const openSecurity = [{ openBearer: [] }];

/** The app calling; the route is behind the gateway, so there is one. */
export function openCaller(request: FastifyRequest): OpenCaller {
  if (!request.openCaller) throw new AppError(401, OPEN_MSG.TOKEN_MISSING, OPEN_CODE.TOKEN_MISSING);
  return request.openCaller;
}

/**
 * `/open/v1`: a scope of the app whose every route needs an app token (401: none, unknown, expired; 403:
 * a suspended app, an address off its allow-list, a missing scope, an acting member who left the company),
 * counts calls per app (429 with Retry-After), and answers refusals with the platform's stable codes
 * (OPEN_CODE), every answer carrying its request id (x-request-id).
 */
export function openGateway(app: App, apps: OpenAppService, routes: (scope: App) => void): void {
  app.register(async (scope: FastifyInstance) => {
    scope.decorateRequest('openCaller', null);
    scope.addHook('onRequest', async (request) => {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      if (!match) throw new AppError(401, OPEN_MSG.TOKEN_MISSING, OPEN_CODE.TOKEN_MISSING);
      const caller = await apps.verify(match[1]!);
      if (!caller) throw new AppError(401, OPEN_MSG.TOKEN_INVALID, OPEN_CODE.TOKEN_INVALID);
      if (!ipAllowed(caller.ipAllowList, request.ip))
        throw new AppError(403, OPEN_MSG.IP_REFUSED, OPEN_CODE.IP_REFUSED);
      if (!caller.agentActive)
        throw new AppError(
          403,
          caller.owner.kind === 'shop' ? OPEN_SHOP_MSG.AGENT_GONE : OPEN_MSG.AGENT_GONE,
          OPEN_CODE.APP_SUSPENDED,
        );
      request.openCaller = caller;
    });
    scope.addHook('preHandler', async (request) => {
      const needed = request.routeOptions.config.openScope;
      if (needed && !request.openCaller?.scopes.includes(needed))
        throw new AppError(403, OPEN_MSG.SCOPE_MISSING(needed), OPEN_CODE.SCOPE_MISSING);
    });
    // Refusals leave through the app's one error handler; here their code becomes the platform's own.
    scope.addHook('onSend', async (_request, reply, payload) => {
      if (reply.statusCode < 400 || typeof payload !== 'string' || !payload.startsWith('{')) return payload;
      try {
        const body = JSON.parse(payload) as { code?: number; msg?: string };
        if (body.code === reply.statusCode) body.code = openCodeOf(reply.statusCode);
        if (reply.statusCode === 429) body.msg = OPEN_MSG.RATE_LIMITED;
        return JSON.stringify(body);
      } catch {
        return payload;
      }
    });
    routes(scope as unknown as App);
  });
}
