import { createHash } from 'node:crypto';
import { CARRIERS, TRACKING_STATES, type CarrierCode, type TrackingState } from '@mall/shared';
import { chinaTimeText } from '../../../lib/china-day';

/** One tracking event as a carrier reports it. `time` is the event's own time. */
export type CarrierEvent = { state: TrackingState; context: string; time: Date };

/**
 * A carrier tracking service (style.md: integrations sit behind an interface with a local implementation).
 * `subscribe` asks it to push every event of `number` to `callbackUrl` (signed, in the 快递100 push format);
 * `poll` asks for the events so far (the fallback when pushes stop).
 */
export interface CarrierTracker {
  readonly kind: 'sandbox' | 'kuaidi100';
  subscribe(number: string, carrier: CarrierCode, callbackUrl: string): Promise<void>;
  poll(number: string, carrier: CarrierCode): Promise<CarrierEvent[]>;
}

/** 快递100's signature of a push: MD5(param + salt), upper-case hex. */
export const pushSign = (param: string, salt: string) =>
  createHash('md5')
    .update(param + salt)
    .digest('hex')
    .toUpperCase();

/** 快递100's signature of a real-time query: MD5(param + key + customer), upper-case hex. */
export const querySign = (param: string, key: string, customer: string) => pushSign(param, key + customer);

/** Our carrier code of a 快递100 company code (undefined when we have none). */
export const carrierOfCom = (com: string) => CARRIERS.find((c) => c.kuaidi100 && c.kuaidi100 === com)?.code;
/** The 快递100 company code of our carrier ('' for 其他). */
export const comOf = (code: CarrierCode) => CARRIERS.find((c) => c.code === code)?.kuaidi100 ?? '';

/**
 * 快递100 states (lastResult.state, and each data item's statusCode with resultv2): 1 揽收, 0 在途, 5 派件,
 * 3 签收; the rest (疑难, 退签, 退回, 清关, 拒签 …) are not steps of this slice's timeline and are skipped.
 */
const STATE_OF_CODE: Record<string, TrackingState> = {
  '1': 'collected',
  '0': 'in_transit',
  '5': 'delivering',
  '3': 'signed',
};
const STATE_OF_TEXT: Record<string, TrackingState> = {
  揽收: 'collected',
  在途: 'in_transit',
  派件: 'delivering',
  签收: 'signed',
};
const CODE_OF_STATE: Record<TrackingState, string> = {
  collected: '1',
  in_transit: '0',
  delivering: '5',
  signed: '3',
};
const TEXT_OF_STATE: Record<TrackingState, string> = {
  collected: '揽收',
  in_transit: '在途',
  delivering: '派件',
  signed: '签收',
};

/** A 快递100 time ("2026-11-30 09:12:00", China time) as a Date; null when it is not one. */
function chinaTime(text: string): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(text.trim());
  if (!m) return null;
  const d = new Date(`${m[1]}T${m[2]}+08:00`);
  return Number.isNaN(d.getTime()) ? null : d;
}

type Kuaidi100Item = {
  context?: unknown;
  time?: unknown;
  ftime?: unknown;
  status?: unknown;
  statusCode?: unknown;
};

/** The events of a 快递100 result's `data` (newest first there), oldest first; unknown states are skipped. */
export function eventsOfData(data: unknown): CarrierEvent[] {
  if (!Array.isArray(data)) return [];
  const events: CarrierEvent[] = [];
  for (const item of data as Kuaidi100Item[]) {
    if (!item || typeof item !== 'object') continue;
    const state =
      STATE_OF_CODE[String(item.statusCode ?? '')] ?? STATE_OF_TEXT[String(item.status ?? '').trim()];
    const time = chinaTime(String(item.ftime ?? item.time ?? ''));
    if (!state || !time) continue;
    events.push({ state, time, context: String(item.context ?? '').slice(0, 500) });
  }
  const rank = (e: CarrierEvent) => TRACKING_STATES.indexOf(e.state);
  return events.sort((a, b) => a.time.getTime() - b.time.getTime() || rank(a) - rank(b));
}

/** The `lastResult` of a push, or a query's answer, in the 快递100 shape, from events oldest first (data newest first). */
function resultOf(com: string, nu: string, events: readonly CarrierEvent[]) {
  const newest = [...events].reverse();
  const last = newest[0];
  return {
    message: 'ok',
    state: last ? CODE_OF_STATE[last.state] : '0',
    status: '200',
    condition: 'F00',
    ischeck: last?.state === 'signed' ? '1' : '0',
    com,
    nu,
    data: newest.map((e) => ({
      context: e.context,
      time: chinaTimeText(e.time, true),
      ftime: chinaTimeText(e.time, true),
      status: TEXT_OF_STATE[e.state],
      statusCode: CODE_OF_STATE[e.state],
    })),
  };
}

/** The form a push carries: `param` (JSON text) and `sign` over it with our salt. */
export function pushForm(com: string, nu: string, events: readonly CarrierEvent[], salt: string) {
  const signed = events.at(-1)?.state === 'signed';
  const param = JSON.stringify({
    status: signed ? 'shutdown' : 'polling',
    billstatus: 'check',
    message: '',
    lastResult: resultOf(com, nu, events),
  });
  return { param, sign: pushSign(param, salt) };
}
