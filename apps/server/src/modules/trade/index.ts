// The trade domain's front door.
export { tradeDomain } from './trade.plugin';
