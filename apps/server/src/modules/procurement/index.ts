// The procurement domain's front door.
export { procurementDomain } from './procurement.plugin';
