import { EVENT_GROUP, type NotificationChannelName } from '@mall/shared';
import { defineDomain, type GivenBy } from '../../lib/domain';
import type { identityDomain } from '../identity';
import type { marketplaceDomain } from '../marketplace';
import type { Basics } from '../platform';
import type { procurementDomain } from '../procurement';
import { ApprovalLinkService, approvalLinkRoutes } from './approval-link';
import { listenApprovalDecided } from './approval-decided';
import { listenApprovalWaiting } from './approval-waiting';
import { tellFromOutbox } from './outbox-events';
import { tellExpiringQuotations } from './quotation-expiry';
import { listenNewSignIn, listenPasswordChanged } from './security-notices';
import {
  DeliveryLog,
  NotificationService,
  deliveryLogRoutes,
  makeDigests,
  type NotificationChannel,
} from './delivery';
import { EmailAddressService, emailAddressRoutes } from './email-address';
import { DevMailOutbox, MailChannel, UnsubscribeTokens, mailRoutes } from './mail';
import { PreferenceService, preferenceRoutes } from './preferences';
import { RobotChannel, RobotService, SecretBox, robotRoutes } from './robot';
import { SmsChannel, type SendSms } from './sms';

const DELIVER = 'notification.deliver';

type Needs = Pick<Basics, 'env' | 'db' | 'store' | 'jobs' | 'now'> & {
  /** The hooks this domain listens on. */
  procurement: Pick<GivenBy<typeof procurementDomain>, 'hooks' | 'decisions'>;
  /** Identity's hooks (a password changed, a sign-in from a new address). */
  identity: Pick<GivenBy<typeof identityDomain>['hooks'], 'passwordChanged' | 'newSignIn'>;
  /** Identity's SMS notice, sent at once (the 短信 channel; the delivery job retries it). */
  sendSms: SendSms;
  /** The merchant portal's guard (shops' robots). */
  marketplace: Pick<GivenBy<typeof marketplaceDomain>, 'guard'>;
};

/**
 * notification (消息通知): events told outside the site — e-mail, SMS and the work-chat robots of a company or
 * a shop (企业微信 / 钉钉 / 飞书). Each delivery is a row of the log and a job of its own, retried with backoff.
 * Top floor: it listens on the hooks of the domains below; nothing imports it.
 */
export const notificationDomain = defineDomain('notification', async (app, needs: Needs) => {
  const { env, jobs } = needs;
  const db = needs.db.db;
  const robots = new RobotService(db, {
    box: env.secretsKey ? new SecretBox(env.secretsKey) : undefined,
    officialHostsOnly: env.NODE_ENV === 'production',
    now: needs.now,
  });
  const tokens = new UnsubscribeTokens(env.JWT_SECRET);
  // Without SMTP, outside production: messages are built and kept in the dev outbox. Production without
  // SMTP sends no mail (no mail deliveries are written).
  const outbox = env.SMTP_URL || env.NODE_ENV === 'production' ? undefined : new DevMailOutbox(needs.store);
  const channels = new Map<NotificationChannelName, NotificationChannel>();
  if (env.SMTP_URL || outbox)
    channels.set(
      'email',
      new MailChannel({
        smtpUrl: env.SMTP_URL,
        from: env.MAIL_FROM,
        publicOrigin: env.publicOrigin,
        tokens,
        outbox,
      }),
    );
  channels.set('sms', new SmsChannel(needs.sendSms));
  for (const platform of ['wecom', 'dingtalk', 'feishu'] as const)
    channels.set(platform, new RobotChannel(platform, robots));

  const preferences = new PreferenceService(db);
  const notifications = new NotificationService(db, {
    channels,
    publicOrigin: env.publicOrigin,
    queue: (id) => jobs.add(DELIVER, { id }),
    now: needs.now,
    logError: (err, msg) => app.log.error({ err }, msg),
    plan: (tx, userIds, companyId, event, now) =>
      preferences.plan(tx, userIds, companyId, EVENT_GROUP[event], now),
  });
  const attempts = env.NOTIFY_ATTEMPTS;
  jobs.define<{ id: number }>(
    DELIVER,
    async ({ id }, ctx) => notifications.deliver(id, ctx.attempt >= attempts),
    {
      attempts,
      backoffMs: env.NOTIFY_BACKOFF_MS,
    },
  );
  // Deliveries whose process stopped between the commit and the queue: picked up a few minutes later.
  jobs.define('notification.stranded', async () => {
    const now = needs.now();
    for (const id of await notifications.stranded(new Date(now.getTime() - 5 * 60_000), now))
      await jobs.add(DELIVER, { id });
  });
  if (env.scheduledJobs) jobs.every('notification.stranded', 5 * 60_000);
  // Orders placed, accepted and shipped, parcels, statements, invoices, bids: from the outbox of things that
  // happened, a few seconds after they commit (their 站内信 too).
  jobs.define('notification.outbox', async () => {
    await tellFromOutbox(db, { notifications, robots });
  });
  if (env.NOTIFY_OUTBOX_EVERY_SECONDS)
    jobs.every('notification.outbox', env.NOTIFY_OUTBOX_EVERY_SECONDS * 1000);
  else if (env.scheduledJobs) jobs.every('notification.outbox', env.OPEN_MESSAGES_EVERY_SECONDS * 1000);
  // Quotations expiring within 3 days: their buyers, once each, hourly.
  jobs.define('notification.quotations', async () => {
    await tellExpiringQuotations(db, { notifications, now: needs.now });
  });
  if (env.scheduledJobs) jobs.every('notification.quotations', 3600_000);

  // 每日汇总: who chose it gets one mail a day (08:00 China time) of the mail held for it; run every 15 min.
  jobs.define('notification.digest', async () => {
    for (const id of await makeDigests(db, { now: needs.now(), publicOrigin: env.publicOrigin }))
      await jobs.add(DELIVER, { id });
  });
  if (env.scheduledJobs) jobs.every('notification.digest', 15 * 60_000);

  robotRoutes(app, { db, robots, guard: needs.marketplace.guard });
  const log = new DeliveryLog(db, (id) => jobs.add(DELIVER, { id }));
  deliveryLogRoutes(app, { db, log, publicOrigin: env.publicOrigin });
  mailRoutes(app, { notifications, tokens, outbox });
  const links = new ApprovalLinkService(db, {
    decisions: needs.procurement.decisions,
    now: needs.now,
    publicOrigin: env.publicOrigin,
  });
  approvalLinkRoutes(app, { links });
  preferenceRoutes(app, { db, preferences });
  emailAddressRoutes(app, { emails: new EmailAddressService(db, { notifications, now: needs.now }) });
  listenApprovalWaiting(needs.procurement.hooks.approvalWaiting, { notifications, robots, links });
  listenApprovalDecided(needs.procurement.hooks.approvalDecided, { notifications, robots });
  listenPasswordChanged(needs.identity.passwordChanged, { notifications, db });
  listenNewSignIn(needs.identity.newSignIn, { notifications, db });
  return { notifications, robots, preferences };
});
