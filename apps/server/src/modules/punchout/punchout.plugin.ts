import { defineDomain, type GivenBy } from '../../lib/domain';
import type { catalogueDomain } from '../catalogue';
import type { TokenService } from '../identity/auth';
import type { Basics } from '../platform';
import type { tradeDomain } from '../trade';
import { PunchoutAdminService, PunchoutSimulator, punchoutAdminRoutes } from './admin';
import { PunchoutOrderService, definePunchoutOutbound } from './order';
import { PunchoutService, punchoutRoutes } from './session';

type Needs = Pick<Basics, 'env' | 'db' | 'store' | 'jobs' | 'now'> & {
  tokens: TokenService;
  trade: Pick<GivenBy<typeof tradeDomain>, 'checkout' | 'hooks'>;
  catalogue: Pick<GivenBy<typeof catalogueDomain>, 'reindexAfterCommit' | 'restocked'>;
};

/**
 * punchout: buyers' procurement systems (SAP Ariba and Coupa over cXML; SAP over OCI) open sessions here, take
 * the cart back, and send the approved order (OrderRequest); ConfirmationRequest and ShipNoticeRequest go back
 * to them. Top floor: it uses checkout's, the cart's and the order life cycle's functions; nothing below
 * imports it.
 */
export const punchoutDomain = defineDomain('punchout', async (app, needs: Needs) => {
  const db = needs.db.db;
  const orders = new PunchoutOrderService(db, {
    checkout: needs.trade.checkout,
    cancelHooks: needs.trade.hooks.onCancel,
    onReindex: needs.catalogue.reindexAfterCommit,
    onRestock: needs.catalogue.restocked,
    now: needs.now,
  });
  const punchout = new PunchoutService(db, {
    tokens: needs.tokens,
    store: needs.store,
    orders,
    publicOrigin: needs.env.publicOrigin,
    now: needs.now,
  });
  const outbound = definePunchoutOutbound(needs.jobs, db, {
    publicOrigin: needs.env.publicOrigin,
    now: needs.now,
    everyMs: needs.env.scheduledJobs ? 15_000 : null,
  });
  punchoutRoutes(app, { punchout, db, now: needs.now, publicOrigin: needs.env.publicOrigin });
  const answer = (text: string) => punchout.cxml(text);
  punchoutAdminRoutes(app, {
    admin: new PunchoutAdminService(db, { answer, resend: outbound.resend }),
    simulator: new PunchoutSimulator(db, {
      store: needs.store,
      publicOrigin: needs.env.publicOrigin,
      now: needs.now,
      answer,
    }),
  });
  return { punchout, orders, outbound };
});
