import type { CarrierCode } from '@mall/shared';
import type { Db } from '../../../db/client';
import type { JobQueue } from '../../platform';
import { dueForPolling, markSubscribed, recordEvents, unsubscribed } from './tracking.events';
import { SandboxTracker } from './sandbox.tracker';
import type { CarrierTracker } from './tracker';

export const TRACKING_JOB = 'fulfilment.tracking';

/**
 * The tracking clock, one job of the app's queue (BullMQ with Redis): each tick subscribes new shipments to
 * the tracker, lets the sandbox carrier take its next steps (pushing them to the callback), and polls the
 * shipments not heard of for `quietMs` (the fallback when pushes stop).
 */
export function defineTrackingJobs(
  jobs: JobQueue,
  db: Db,
  opts: {
    tracker: CarrierTracker;
    callbackUrl: string;
    everyMs: number | null;
    quietMs: number;
    now: () => Date;
    log: (err: unknown, msg: string) => void;
  },
) {
  const { tracker } = opts;
  jobs.define(
    TRACKING_JOB,
    async () => {
      const fresh = await unsubscribed(db);
      const done: number[] = [];
      for (const s of fresh) {
        try {
          await tracker.subscribe(s.trackingNo, s.carrierCode as CarrierCode, opts.callbackUrl);
          done.push(s.id);
        } catch (err) {
          opts.log(err, `tracking subscribe failed for shipment ${s.id}`);
        }
      }
      await markSubscribed(db, done);
      if (tracker instanceof SandboxTracker) await tracker.advance();
      for (const s of await dueForPolling(db, opts.quietMs, opts.now())) {
        try {
          const code = s.carrierCode as CarrierCode;
          await recordEvents(db, code, s.trackingNo, await tracker.poll(s.trackingNo, code));
        } catch (err) {
          opts.log(err, `tracking poll failed for shipment ${s.id}`);
        }
      }
    },
    { attempts: 1 },
  );
  if (opts.everyMs) jobs.every(TRACKING_JOB, opts.everyMs);
}
