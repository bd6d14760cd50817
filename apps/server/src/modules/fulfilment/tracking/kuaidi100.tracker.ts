import type { CarrierCode } from '@mall/shared';
import { comOf, eventsOfData, querySign, type CarrierEvent, type CarrierTracker } from './tracker';
import { postForm } from '../../../lib/net';

export const KUAIDI100_POLL_URL = 'https://poll.kuaidi100.com/poll';
export const KUAIDI100_QUERY_URL = 'https://poll.kuaidi100.com/poll/query.do';

/** How the adapter posts a form and reads the JSON answer (fetch by default; recorded answers in tests). */
type FormPost = (url: string, form: Record<string, string>) => Promise<unknown>;

const fetchPost: FormPost = async (url, form) => (await postForm(url, form, 10_000)).json();

class TrackerError extends Error {}

/**
 * 快递100 (CARRIER_TRACKER=kuaidi100). Subscribe: POST /poll, form `schema=json` and `param` = {company, number,
 * key, parameters: {callbackurl, salt, resultv2}}; it answers {result, returnCode, message} (200 提交成功, 501
 * 重复订阅 counts as done). Pushes then arrive at the callback as form `param` + `sign` = MD5(param + salt).
 * Poll (实时查询): POST /poll/query.do, form `customer`, `param` = {com, num, resultv2} and `sign` =
 * MD5(param + key + customer); it answers the same shape as a push's lastResult. 其他 has no company code and
 * is neither subscribed nor polled. See docs/decisions/2026-11-30-fulfilment-shipments.md.
 */
export class Kuaidi100Tracker implements CarrierTracker {
  readonly kind = 'kuaidi100' as const;

  constructor(private readonly opts: { key: string; customer: string; salt: string; post?: FormPost }) {}

  private get post() {
    return this.opts.post ?? fetchPost;
  }

  async subscribe(number: string, carrier: CarrierCode, callbackUrl: string): Promise<void> {
    const company = comOf(carrier);
    if (!company) return;
    const param = JSON.stringify({
      company,
      number,
      key: this.opts.key,
      parameters: { callbackurl: callbackUrl, salt: this.opts.salt, resultv2: '1' },
    });
    const answer = (await this.post(KUAIDI100_POLL_URL, { schema: 'json', param })) as {
      result?: boolean;
      returnCode?: string;
      message?: string;
    };
    if (answer?.result === true || answer?.returnCode === '501') return;
    throw new TrackerError(`快递100 订阅失败：${answer?.returnCode ?? ''} ${answer?.message ?? ''}`.trim());
  }

  async poll(number: string, carrier: CarrierCode): Promise<CarrierEvent[]> {
    const com = comOf(carrier);
    if (!com) return [];
    const param = JSON.stringify({ com, num: number, resultv2: '1' });
    const customer = this.opts.customer;
    const answer = (await this.post(KUAIDI100_QUERY_URL, {
      customer,
      param,
      sign: querySign(param, this.opts.key, customer),
    })) as { message?: string; status?: string; data?: unknown; returnCode?: string };
    if (answer?.status !== '200')
      throw new TrackerError(`快递100 查询失败：${answer?.returnCode ?? ''} ${answer?.message ?? ''}`.trim());
    return eventsOfData(answer.data);
  }
}
