import type { FastifyRequest } from 'fastify';
import { OPEN_CODE } from '@mall/shared';
import { AppError } from '../../../lib/app-error';
import { openCaller } from '../gateway';

/** Whom a company's app buys for: its company and the member it acts as. */
export type OpenBuyer = { companyId: number; agentUserId: number };

/** The buyer behind the calling app; a shop's app may not call the buyer API (403). */
export function buyerOf(request: FastifyRequest): OpenBuyer {
  const caller = openCaller(request);
  if (caller.owner.kind !== 'company')
    throw new AppError(403, '商家应用不能调用采购方接口', OPEN_CODE.SCOPE_MISSING);
  return { companyId: caller.owner.id, agentUserId: caller.agentUserId };
}
