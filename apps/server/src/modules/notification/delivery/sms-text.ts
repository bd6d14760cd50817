import type { RenderedMessage } from './delivery.table';

/** The SMS sign every notice starts with (the gateway's 签名). */
const SIGN = '【工业品商城】';
/** Characters before the link: one 70-character SMS (a longer one is split and billed as two). */
const MAX = 70;
const TAIL = '，详情：';

/**
 * A notice's SMS, from the message as rendered for the event: the sign, the subject (its leading 【标签】 as
 * "标签：", cut to fit) and the page's link. No buttons: 同意 / 驳回 stay the mail's.
 */
/** A subject with its leading 【标签】 as "标签：" (the SMS and the 站内信 title read it so). */
export const labelledSubject = (subject: string) => subject.replace(/^【([^】]{1,12})】\s*/, '$1：').trim();

export function smsText(m: Pick<RenderedMessage, 'subject' | 'link'>): string {
  const subject = labelledSubject(m.subject);
  const room = MAX - SIGN.length - TAIL.length;
  const cut = subject.length > room ? `${subject.slice(0, room - 1)}…` : subject;
  return `${SIGN}${cut}${TAIL}${m.link}`;
}
