// The identity domain's front door.
export { identityDomain } from './identity.plugin';
export type { MembershipChange } from './company';
