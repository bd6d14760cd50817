// The finance domain's front door.
export { financeDomain } from './finance.plugin';
