// Every table of the application, gathered for drizzle's relational queries and drizzle-kit.
export * from '../modules/system/system.table';
export * from '../modules/catalogue/catalogue.table';
export * from '../modules/region/region.table';
export * from '../modules/scene/scene.table';
export * from '../modules/content/content.table';
export * from '../modules/user/user.table';
export * from '../modules/operator/operator.table';
export * from '../modules/auth/auth.table';
export * from '../modules/search/search.table';
export * from '../modules/history/history.table';
export * from '../modules/message/message.table';
export * from '../modules/address/address.table';
export * from '../modules/cart/cart.table';
export * from '../modules/order/order.table';
export * from '../modules/payment/payment.table';
