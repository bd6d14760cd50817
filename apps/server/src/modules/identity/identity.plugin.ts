import type { Env } from '../../config/env';
import type { Db, DbHandle } from '../../db/client';
import { Hook, Provided } from '../../lib/hook';
import type { EphemeralStore } from '../../lib/store';
import { defineDomain } from '../../lib/domain';
import type { JobQueue } from '../platform';
import { accountsRoutes, createAccounts } from './auth';
import { BuyerAdminService, buyerAdminRoutes, type BuyerInvoices, type BuyerTrade } from './buyer';
import {
  CompanyAdminService,
  CompanyService,
  CompanyTeamService,
  companyRoutes,
  type CompanyPurchasing,
  type MembershipChange,
} from './company';

const SMS_NOTICE = 'sms.notice';

/** identity: accounts and sign-in (buyers, operators, merchants' staff), SMS, captcha, buyers and companies. */
export const identityDomain = defineDomain(
  'identity',
  async (
    app,
    { env, db, store, jobs }: { env: Env; db: DbHandle; store: EphemeralStore; jobs: JobQueue },
  ) => {
    const accounts = createAccounts({ env, db: db.db, store, log: app.log });
    accountsRoutes(app, accounts);
    // Notices leave the request: a job sends them, retried with backoff. Invitation codes are sent at once
    // (the inviter must know when one did not go out).
    jobs.define<{ mobile: string; content: string }>(SMS_NOTICE, ({ mobile, content }) =>
      accounts.sms.notify(mobile, content),
    );
    const smsNotice = (mobile: string, content: string) => jobs.add(SMS_NOTICE, { mobile, content });
    /** A notice sent now, for a caller that retries and logs it itself (the notification domain's 短信). */
    const sendSms = (mobile: string, content: string) => accounts.sms.notify(mobile, content);
    /** The console's buyer detail: his orders, after-sales and addresses (trade gives them), invoices (finance). */
    const buyerTrade = new Provided<BuyerTrade>('identity.buyerTrade');
    const buyerInvoices = new Provided<BuyerInvoices>('identity.buyerInvoices');
    buyerAdminRoutes(app, {
      buyers: new BuyerAdminService(
        db.db,
        { revokeAll: (id) => accounts.tokens.revokeAll('buyer', id) },
        {
          trade: (...args) => buyerTrade.get()(...args),
          invoices: (...args) => buyerInvoices.get()(...args),
        },
      ),
    });
    /** A member joined, left or moved, or a company changed: catalogue's prices per buyer listen. */
    const membershipChanged = new Hook<[MembershipChange]>('identity.membershipChanged');
    const changed = (change: MembershipChange) => membershipChanged.run(change);
    /** A company's approval rules and budgets, for the console's company detail (procurement gives it). */
    const purchasingOf = new Provided<(db: Db, companyId: number) => Promise<CompanyPurchasing>>(
      'identity.purchasingOf',
    );
    const companyDeps = {
      store,
      notify: (mobile: string, content: string) => accounts.sms.notify(mobile, content),
      revokeSessions: (userId: number) => accounts.tokens.revokeAll('buyer', userId),
      pricingChanged: changed,
    };
    companyRoutes(app, {
      company: new CompanyService(db.db, companyDeps),
      team: new CompanyTeamService(db.db, companyDeps),
      admin: new CompanyAdminService(db.db, changed, (tx, companyId) => purchasingOf.get()(tx, companyId)),
    });
    return {
      accounts,
      smsNotice,
      sendSms,
      hooks: {
        membershipChanged,
        purchasingOf,
        buyerTrade,
        buyerInvoices,
        passwordChanged: accounts.passwordChanged,
        newSignIn: accounts.newSignIn,
      },
    };
  },
);
