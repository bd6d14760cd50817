import { CentreLayout } from '@/features/centre/components/centre-layout';
import { PurchaseListsPage } from '@/features/purchase-list/components/purchase-lists-page';
import { RequireLogin } from './require-login';

/** /purchase-lists (login required): the buyer's purchase lists and the company's shared ones. */
export default function PurchaseListsRoute() {
  return (
    <RequireLogin>
      <CentreLayout active="purchaseLists">
        <PurchaseListsPage />
      </CentreLayout>
    </RequireLogin>
  );
}
