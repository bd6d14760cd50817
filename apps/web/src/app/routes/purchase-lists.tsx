import { CentreRoute } from './centre-route';
import { PurchaseListsPage } from '@/features/purchase-list/components/purchase-lists-page';

/** /purchase-lists (login required): the buyer's purchase lists and the company's shared ones. */
export default function PurchaseListsRoute() {
  return (
    <CentreRoute active="purchaseLists">
      <PurchaseListsPage />
    </CentreRoute>
  );
}
