import { currentAreaCode } from '@/features/catalogue/lib/screening-state';
import { QuickOrderPage } from '@/features/quick-order/components/quick-order-page';
import { RequireLogin } from './require-login';

/** /quick-order (login required): paste or upload a parts list, match it, put it in the cart. */
export default function QuickOrderRoute() {
  return (
    <RequireLogin>
      <QuickOrderPage areaCode={currentAreaCode()} />
    </RequireLogin>
  );
}
