export {
  CartService,
  addCartLines,
  addToCart,
  cartCount,
  loadCartLines,
  removeCartLines,
  type PricedLine,
} from './cart.service';
// The cart's rules (what a SKU's facts allow) are pure and whole: the domain passes them all on.
export * from './cart.rules';
export { cartRoutes } from './cart.routes';
export { addQuotedLine, clearCart, setCartAside } from './cart.reset';
