export {
  CartService,
  addCartLines,
  addToCart,
  cartCount,
  loadCartLines,
  removeCartLines,
  type PricedLine,
} from './cart.service';
export { maxBuyable, quantityProblem, unavailableReason, type SkuFacts } from './cart.rules';
export { cartRoutes } from './cart.routes';
export { addQuotedLine, clearCart, setCartAside } from './cart.reset';
