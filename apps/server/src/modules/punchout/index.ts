// The punchout domain's front door.
export { punchoutDomain } from './punchout.plugin';
