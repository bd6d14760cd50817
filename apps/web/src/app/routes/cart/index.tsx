import { CartPage } from '@/features/cart/components/cart-page';
import { currentAreaCode } from '@/features/catalogue/lib/screening-state';
import { RequireLogin } from '../require-login';

/** /cart/list (login required). */
export default function CartRoute() {
  return (
    <RequireLogin>
      <CartPage areaCode={currentAreaCode()} />
    </RequireLogin>
  );
}
