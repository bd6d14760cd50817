/** The platform's tax profile (自营) as the console saves it, for tests and the sweeps' worlds: the demo's. */
export { PLATFORM_PROFILE as SELLER_PROFILE } from '../modules/finance/einvoice';
