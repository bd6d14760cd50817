import { and, eq, isNull } from 'drizzle-orm';
import {
  REQUEST_STATUS,
  fenToYuan,
  type ApprovalLinkResult,
  type ApprovalLinkView,
  type NotificationChannelName,
} from '@mall/shared';
import type { Db, DbOrTx } from '../../../db/client';
import { conflict, notFound, unauthorized } from '../../../lib/app-error';
import type { RequestForDecision } from '../../procurement/purchase-request';
import { levelWord } from '../../procurement/approval';
import { gone, newLinkToken, usableLink, type LinkRefusals } from '../mail-link';
import { approvalLinks, type ApprovalLinkRow } from './approval-link.table';

/** How long a link works. */
const LINK_TTL_MS = 24 * 3600_000;
/** What the request's history says a decision came through. */
const CHANNEL_LABEL: Record<NotificationChannelName, string> = {
  // The message centre's copy carries no links: an approver decides on the request's own page there.
  inbox: '站内信审批',
  email: '邮件审批',
  // No 同意 / 驳回 links go by SMS (the text carries the page only); named in case one ever does.
  sms: '短信审批',
  wecom: '企业微信审批',
  dingtalk: '钉钉审批',
  feishu: '飞书审批',
};
const ACTION_LABEL = { approve: '同意', reject: '驳回' } as const;
type Action = keyof typeof ACTION_LABEL;

/** Procurement's side: read a request for an approver, and decide with the site's rules. */
export type Decisions = {
  read: (requestNo: string, approverId: number) => Promise<RequestForDecision | null>;
  decide: (d: {
    userId: number;
    requestNo: string;
    approve: boolean;
    comment: string;
    channel: string;
  }) => Promise<{ status: number; orderNo: string | null }>;
};

const REFUSALS: LinkRefusals = {
  unknown: '审批链接无效，请从最新的通知中打开，或登录网站审批',
  notYours: '此审批链接属于其他审批人，当前登录的账号不能使用；请退出登录后再打开',
  used: '此审批链接已使用过，不能再次使用',
  expired: '此审批链接已过期（24 小时内有效），请登录网站审批',
};

/**
 * 同意 / 驳回 from a message: each link is a random 256-bit token (only its hash is kept) bound to one approver,
 * one request and the level then waiting; it works once, for 24 hours, while that level still waits for him.
 * A plain GET only shows the request; the POST decides through procurement (same rules as the site) and the
 * history records the channel. An e-mail link needs no session (the mailbox is the approver's); a group-chat
 * link needs the approver's own sign-in (the whole group sees it); another member's session is refused.
 */
/** A place as the link's page writes it: contact, mobile, full address. */
const placeText = (name: string, mobile: string, fullAddress: string) => `${name} ${mobile} ${fullAddress}`;

export class ApprovalLinkService {
  constructor(
    private readonly db: Db,
    private readonly opts: { decisions: Decisions; now: () => Date; publicOrigin: string },
  ) {}

  /** Issues a 同意 and a 驳回 link for an approver (in the caller's transaction), as absolute page URLs. */
  async issue(
    tx: DbOrTx,
    link: {
      userId: number;
      companyId: number;
      requestNo: string;
      level: number;
      channel: NotificationChannelName;
    },
  ): Promise<Record<Action, string>> {
    const expiresAt = new Date(this.opts.now().getTime() + LINK_TTL_MS);
    const urls = {} as Record<Action, string>;
    for (const action of ['approve', 'reject'] as const) {
      const { token, tokenHash } = newLinkToken();
      await tx.insert(approvalLinks).values({ ...link, action, tokenHash, expiresAt });
      urls[action] = `${this.opts.publicOrigin}/approval-link/${token}`;
    }
    return urls;
  }

  /** The link, checked: known, its approver's (when a buyer is signed in), unused, unexpired, still waiting. */
  private async check(token: string, caller: number | null) {
    const link = await usableLink(token, caller, this.opts.now(), REFUSALS, (tokenHash) =>
      this.db.select().from(approvalLinks).where(eq(approvalLinks.tokenHash, tokenHash)),
    );
    const request = await this.opts.decisions.read(link.requestNo, link.userId);
    if (!request || request.companyId !== link.companyId) throw notFound('采购申请不存在');
    if (request.status === REQUEST_STATUS.WITHDRAWN) throw conflict('该申请已被申请人撤回，此链接已失效');
    if (request.status !== REQUEST_STATUS.PENDING) throw conflict('该申请已处理，此链接已失效');
    if (request.currentLevel !== link.level || !request.approverIds.includes(link.userId))
      throw conflict('该申请已进入其他审批环节，此链接已失效');
    return { link, request };
  }

  /** What the link's page shows (never acts: mail scanners follow links). */
  async view(token: string, caller: number | null): Promise<ApprovalLinkView> {
    const { link, request } = await this.check(token, caller);
    return {
      action: link.action as Action,
      actionLabel: ACTION_LABEL[link.action as Action],
      channelLabel: CHANNEL_LABEL[link.channel as NotificationChannelName] ?? '',
      approverName: request.approverName,
      expiresAt: link.expiresAt.toISOString(),
      needsSignIn: link.channel !== 'email' && caller === null,
      request: {
        requestNo: request.requestNo,
        requesterName: request.requesterName,
        departmentName: request.departmentName,
        amount: fenToYuan(request.amountFen),
        ruleName: request.ruleName,
        level: levelWord(request.currentLevel),
        remark: request.remark,
        address: placeText(request.address.name, request.address.mobile, request.address.fullAddress),
        lines: request.lines.map((l) => ({
          title: l.title,
          specs: l.specValues.join(' '),
          quantity: l.quantity,
          unit: l.unit,
          price: fenToYuan(l.priceFen),
          amount: fenToYuan(l.priceFen * l.quantity),
          deliverTo: l.deliveryAddress
            ? placeText(
                l.deliveryAddress.contactName,
                l.deliveryAddress.mobile,
                l.deliveryAddress.fullAddress,
              )
            : null,
        })),
      },
      budgets: request.budgets.map((b) => ({ name: b.name, remaining: fenToYuan(b.remainingFen) })),
    };
  }

  /**
   * Decides as the link says: claims it (one POST wins), decides through procurement, and marks the
   * approver's other links of that request and level used. A refusal (budget exceeded …) gives the link back.
   */
  async decide(token: string, caller: number | null, comment: string): Promise<ApprovalLinkResult> {
    const { link } = await this.check(token, caller);
    if (link.channel !== 'email' && caller === null)
      throw unauthorized('群消息中的审批链接需登录审批人本人的账号后确认');
    if (!(await this.claim(link))) throw gone('此审批链接已使用过，不能再次使用');
    let outcome;
    try {
      outcome = await this.opts.decisions.decide({
        userId: link.userId,
        requestNo: link.requestNo,
        approve: link.action === 'approve',
        comment,
        channel: CHANNEL_LABEL[link.channel as NotificationChannelName] ?? '',
      });
    } catch (err) {
      await this.db.update(approvalLinks).set({ usedAt: null }).where(eq(approvalLinks.id, link.id));
      throw err;
    }
    await this.db
      .update(approvalLinks)
      .set({ usedAt: this.opts.now() })
      .where(
        and(
          eq(approvalLinks.requestNo, link.requestNo),
          eq(approvalLinks.userId, link.userId),
          eq(approvalLinks.level, link.level),
          isNull(approvalLinks.usedAt),
        ),
      );
    return { requestNo: link.requestNo, actionLabel: ACTION_LABEL[link.action as Action], ...outcome };
  }

  private async claim(link: ApprovalLinkRow): Promise<boolean> {
    const rows = await this.db
      .update(approvalLinks)
      .set({ usedAt: this.opts.now() })
      .where(and(eq(approvalLinks.id, link.id), isNull(approvalLinks.usedAt)))
      .returning({ id: approvalLinks.id });
    return rows.length === 1;
  }
}
