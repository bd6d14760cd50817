import type { FastifyInstance } from 'fastify';

/** Who is calling: a buyer of the storefront or an operator of the console. */
export type AuthUser =
  | { kind: 'buyer'; id: number; username: string }
  | { kind: 'operator'; id: number; username: string; role: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set from a valid bearer token; null for visitors. */
    user: AuthUser | null;
  }
}

/**
 * Reads the bearer token of every request into `request.user`.
 * TODO(accounts issue): verify access tokens; add requireBuyer / requireOperator guards.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
}
