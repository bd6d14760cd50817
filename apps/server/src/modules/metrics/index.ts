export { registerMetrics } from './metrics';
