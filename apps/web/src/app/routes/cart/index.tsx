import { CartPage } from '@/features/cart/components/cart-page';
import { currentAreaCode } from '@/features/catalogue/lib/screening-state';
import { AddToListButton } from '@/features/purchase-list/components/add-to-list-button';
import { CreateQuotationButton } from '@/features/quotation/components/create-quotation-modal';
import { usePunchoutSession } from '@/features/punchout/api/punchout-api';
import { PunchoutReturnButton } from '@/features/punchout/components/return-button';
import { lazyComponent } from '@/components/lazy-antd';
import { t } from '@/locales/zh-CN';
import { RequireLogin } from '../require-login';

/** 经常一起购买 under the cart, loaded after the cart is drawn. */
const BoughtTogether = lazyComponent(() => import('./bought-together'));

/**
 * /cart/list (login required), with 加入常购清单 and 生成报价单 on the selected lines. In a punch-out session
 * the cart goes back to the procurement system instead of to checkout.
 */
export default function CartRoute() {
  const areaCode = currentAreaCode();
  const { data: punchout } = usePunchoutSession();
  return (
    <RequireLogin>
      <CartPage
        areaCode={areaCode}
        checkoutAction={
          punchout
            ? (selectedCount) => <PunchoutReturnButton areaCode={areaCode} selectedCount={selectedCount} />
            : undefined
        }
        selectionAction={(lines) => (
          <>
            <AddToListButton
              lines={() => lines.map(({ skuId, quantity }) => ({ skuId, quantity }))}
              label={t.purchaseList.fromCartSelected}
            />
            <CreateQuotationButton cartLineIds={lines.map((l) => l.id)} areaCode={areaCode} />
          </>
        )}
      />
      <BoughtTogether areaCode={areaCode} />
    </RequireLogin>
  );
}
