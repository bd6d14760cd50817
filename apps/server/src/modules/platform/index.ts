// The platform domain's front door: its plugin and the infrastructure app.ts sets up before any domain.
export { platformDomain } from './platform.plugin';
export { createJobQueue, type JobQueue } from './jobs';
export type { Basics } from './basics';
export { registerMetrics } from './metrics';
