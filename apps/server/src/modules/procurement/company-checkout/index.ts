export { CompanyCheckoutPolicy, companyOrderHooks, costCentreOf } from './company-checkout';
export { companySharedRoutes } from './company-shared.routes';
export { checkoutContextOf, type CheckoutContext } from './checkout-context';
export { cancelSystemOrders, type SystemOrderDeps } from './system-orders';
