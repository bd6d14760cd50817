export {
  CartService,
  addCartLines,
  addToCart,
  cartCount,
  loadCartLines,
  removeCartLines,
  type PricedLine,
} from './cart.service';
export {
  maxBuyable,
  quantityProblem,
  skuFactsOf,
  unavailableReason,
  type SkuFacts,
  type SkuFactsRow,
} from './cart.rules';
export { cartRoutes } from './cart.routes';
export { addQuotedLine, clearCart, setCartAside } from './cart.reset';
