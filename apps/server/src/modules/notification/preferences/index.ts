export { PLATFORM_DEFAULTS, PreferenceService, quietUntil, type PersonPlan } from './preferences.service';
export { preferenceRoutes } from './preferences.routes';
