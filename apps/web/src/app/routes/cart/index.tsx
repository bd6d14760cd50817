import { CartPage } from '@/features/cart/components/cart-page';
import { currentAreaCode } from '@/features/catalogue/lib/screening-state';
import { AddToListButton } from '@/features/purchase-list/components/add-to-list-button';
import { t } from '@/locales/zh-CN';
import { RequireLogin } from '../require-login';

/** /cart/list (login required). */
export default function CartRoute() {
  return (
    <RequireLogin>
      <CartPage
        areaCode={currentAreaCode()}
        selectionAction={(lines) => (
          <AddToListButton lines={() => lines} label={t.purchaseList.fromCartSelected} />
        )}
      />
    </RequireLogin>
  );
}
