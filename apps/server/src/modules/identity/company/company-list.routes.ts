import type { z } from 'zod';
import { companyIdBody } from '@mall/shared';
import { keptListRoutes, type KeptList } from '../../../lib/kept-list-routes';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';

/** Route options of the buyer's company calls under /api/company: the signed-in buyer, tagged `company`. */
export const companyCall = guardedRoutes(requireBuyer, 'company');

/**
 * A list the buyer's company keeps under /api/company (departments, approval rules, budgets): GET lists it,
 * POST …/save and …/delete change it, each for the signed-in buyer and tagged `company`.
 */
export function companyListRoutes<Item extends z.ZodType, Body extends z.ZodType>(
  app: App,
  spec: Omit<KeptList<number, Item, Body, typeof companyIdBody>, 'guard' | 'tag' | 'who' | 'idBody'>,
) {
  keptListRoutes(app, {
    ...spec,
    guard: requireBuyer,
    tag: 'company',
    who: (request) => currentBuyer(request).id,
    idBody: companyIdBody,
  });
}
