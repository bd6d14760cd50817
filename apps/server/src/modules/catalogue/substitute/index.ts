export { SubstituteAdmin } from './substitute.admin';
export { buyableSubstitutes } from './substitute.buyer';
export { adminSubstituteRoutes, substituteRoutes } from './substitute.routes';
