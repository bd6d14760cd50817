import { CentreRoute } from './centre-route';
import { currentAreaCode } from '@/features/catalogue/lib/screening-state';
import { PurchaseListDetailPage } from '@/features/purchase-list/components/purchase-list-detail-page';
import { useIdParam } from './id-param';

/** /purchase-lists/detail?id= (login required): one purchase list, priced in the chosen area. */
export default function PurchaseListDetailRoute() {
  const id = useIdParam();
  return (
    <CentreRoute active="purchaseLists">
      <PurchaseListDetailPage key={id} id={id} areaCode={currentAreaCode()} />
    </CentreRoute>
  );
}
