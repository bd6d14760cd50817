// The storefront domain's front door.
export { storefrontDomain } from './storefront.plugin';
export { APP_BOOT_CSP_SOURCE } from './seo';
