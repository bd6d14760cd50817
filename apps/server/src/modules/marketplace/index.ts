// The marketplace domain's front door.
export { marketplaceDomain } from './marketplace.plugin';
