import { fenToYuan } from '@mall/shared';
import type { DbOrTx } from '../../db/client';
import { chinaTimeText } from '../../lib/china-day';
import { RED_FORM_WAITING, type RedFormWaitingData } from '../finance/einvoice';
import { activeMembersWithRoles } from '../identity/company';
import type { DomainEvent } from '../platform/events';
import type { ToldOf } from './outbox-told';

/** A waiting 红字确认单's message, with its recipients: the buyer's side, or (`shopId`) the shop's robots. */
type RedFormTold = ToldOf<'redform.waiting'>;

/** The storefront's 红字确认单 page (待确认 is its first tab) and the merchant portal's (under /merchant). */
const BUYER_PAGE = '/red-forms';
const SHOP_PAGE = '/merchant/finance/einvoice?tab=red-forms&formStatus=pending';

/**
 * The 红字确认单 of a batch that wait for the other party (finance/einvoice writes the event with the form's
 * number, in the transaction that stores it), told to exactly who can confirm, as the red-form routes decide:
 * - raised by the seller → the buyer: a person's own invoice, the person; a company's, its active 财务 (only
 *   they may confirm: a 管理员 without 财务 is refused), and the company's robots that took the event;
 * - raised by the buyer → a shop's robots that took the event (no member: a shop's staff are not users);
 *   自营's (merchant 0) forms tell no one, operators see them in the console's list.
 */
export async function redFormsTold(tx: DbOrTx, events: readonly DomainEvent[]): Promise<RedFormTold[]> {
  const told: RedFormTold[] = [];
  for (const e of events) {
    if (e.type !== RED_FORM_WAITING) continue;
    const d = e.data as RedFormWaitingData;
    const toBuyer = d.applicant === 'seller';
    const facts = {
      side: toBuyer ? ('buyer' as const) : ('seller' as const),
      formNumber: d.formNumber,
      blueNumber: d.blueNumber,
      amount: fenToYuan(Number(d.redFen)),
      reason: d.reason,
      applicantName: toBuyer ? d.sellerName : d.buyerName,
      deadline: d.confirmBy ? chinaTimeText(d.confirmBy) : '',
    };
    if (toBuyer) {
      const companyId = d.buyerCompanyId === null ? null : Number(d.buyerCompanyId);
      const userIds =
        companyId === null ? [Number(d.buyerUserId)] : await activeMembersWithRoles(tx, companyId, ['财务']);
      told.push({ event: 'redform.waiting', facts, path: BUYER_PAGE, userIds, companyId });
    } else if (e.merchantId && e.merchantId > 0) {
      told.push({
        event: 'redform.waiting',
        facts,
        path: SHOP_PAGE,
        userIds: [],
        companyId: null,
        shopId: e.merchantId,
      });
    }
  }
  return told;
}
