export { type CarrierTracker, pushSign, querySign } from './tracker';
export { SandboxTracker } from './sandbox.tracker';
export { Kuaidi100Tracker, KUAIDI100_POLL_URL, KUAIDI100_QUERY_URL } from './kuaidi100.tracker';
export { TRACKING_CALLBACK_PATH, trackingCallbackRoutes } from './tracking.routes';
export { TRACKING_JOB, defineTrackingJobs } from './tracking.jobs';
export { parcelEvent } from './tracking.messages';
