import { TRACKING_STATES, type CarrierCode } from '@mall/shared';
import { comOf, pushForm, type CarrierEvent, type CarrierTracker } from './tracker';
import { postForm } from '../../../lib/net';

const CONTEXT: Record<(typeof TRACKING_STATES)[number], string> = {
  collected: '【苏州市】快递员已揽收',
  in_transit: '【苏州转运中心】已发出，下一站【目的地转运中心】',
  delivering: '【目的地营业部】快递员正在派送，请保持电话畅通',
  signed: '【目的地营业部】已签收，签收人：本人',
};

type Subscription = {
  number: string;
  carrier: CarrierCode;
  callbackUrl: string;
  since: number;
  /** The events pushed so far (oldest first). */
  events: CarrierEvent[];
};

/**
 * The local carrier (CARRIER_TRACKER=sandbox, the default outside production): a subscribed number walks
 * 揽收 → 运输中 → 派送中 → 已签收, one step each `stepMs` after its subscription, and each step is pushed to the
 * callback exactly as 快递100 pushes (form `param` + `sign`, MD5(param + salt)). `advance` is the clock's tick
 * (a job of the app's queue); a push that fails is tried again at the next tick, as the provider retries.
 */
export class SandboxTracker implements CarrierTracker {
  readonly kind = 'sandbox' as const;
  private readonly subscriptions = new Map<string, Subscription>();

  constructor(
    private readonly opts: {
      stepMs: number;
      salt: string;
      now: () => Date;
      post?: (url: string, form: Record<string, string>) => Promise<number>;
    },
  ) {}

  private key = (number: string, carrier: CarrierCode) => `${carrier}:${number}`;

  async subscribe(number: string, carrier: CarrierCode, callbackUrl: string): Promise<void> {
    const key = this.key(number, carrier);
    if (this.subscriptions.has(key)) return;
    this.subscriptions.set(key, {
      number,
      carrier,
      callbackUrl,
      since: this.opts.now().getTime(),
      events: [],
    });
  }

  async poll(number: string, carrier: CarrierCode): Promise<CarrierEvent[]> {
    return [...(this.subscriptions.get(this.key(number, carrier))?.events ?? [])];
  }

  /** The tick under way: ticks run one after another, as the provider pushes each step once. */
  private ticking: Promise<unknown> = Promise.resolve();

  /**
   * One tick: each subscription whose next step is due takes it and pushes it. Returns the pushes made. Two
   * ticks at once (the job queued by two shipments and the clock's) would both push the same step, each with
   * its own time: they wait for each other.
   */
  advance(): Promise<number> {
    const tick = this.ticking.then(() => this.tick());
    this.ticking = tick.catch(() => undefined);
    return tick;
  }

  private async tick(): Promise<number> {
    const now = this.opts.now().getTime();
    let pushed = 0;
    for (const s of this.subscriptions.values()) {
      const step = s.events.length;
      if (step >= TRACKING_STATES.length || now < s.since + step * this.opts.stepMs) continue;
      const state = TRACKING_STATES[step]!;
      // Whole seconds, as 快递100 writes times; a step never goes back in time.
      const last = s.events.at(-1)?.time.getTime() ?? 0;
      const time = new Date(Math.max(Math.floor(now / 1000) * 1000, last));
      const events = [...s.events, { state, context: CONTEXT[state], time }];
      const status = await this.post(
        s.callbackUrl,
        pushForm(comOf(s.carrier), s.number, events, this.opts.salt),
      );
      if (status >= 200 && status < 300) {
        s.events = events;
        pushed++;
      }
    }
    return pushed;
  }

  private async post(url: string, form: Record<string, string>): Promise<number> {
    if (this.opts.post) return this.opts.post(url, form);
    try {
      return (await postForm(url, form)).status;
    } catch {
      return 0;
    }
  }
}
