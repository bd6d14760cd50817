import { BIDDING_STATUS, BIDDING_STATUS_LABEL } from '@mall/shared';
import { statusGraph } from '../../../lib/document';

const { OPEN, CLOSED, CHOSEN, CANCELLED, APPROVAL } = BIDDING_STATUS;

/**
 * The bidding request's graph over the statuses a caller sees (进行中 and 已截止 are one stored state, told
 * apart by the deadline). Quoting is allowed only while 进行中; an award closes the request (from 审批中
 * when a purchase request's last approval places it); 审批中 holds an award for the company's approval and
 * its refusal releases it. A refusal reads “竞价单<label>，不能<action>”.
 */
export const biddingGraph = statusGraph({
  noun: '竞价单',
  labels: BIDDING_STATUS_LABEL,
  refusal: (label, action) => `竞价单${label}，不能${action}`,
  moves: {
    quote: { from: [OPEN], action: '再报价' },
    award: { from: [OPEN, CLOSED, APPROVAL], to: CHOSEN, action: '再选标' },
    cancel: { from: [OPEN, CLOSED], to: CANCELLED, action: '取消' },
    hold: { from: [OPEN, CLOSED], to: APPROVAL, action: '提交审批' },
  },
});
