import { useSearchParams } from 'react-router';
import { currentAreaCode } from '@/features/catalogue/lib/screening-state';
import { CentreLayout } from '@/features/centre/components/centre-layout';
import { PurchaseListDetailPage } from '@/features/purchase-list/components/purchase-list-detail-page';
import { RequireLogin } from './require-login';

/** /purchase-lists/detail?id= (login required): one purchase list, priced in the chosen area. */
export default function PurchaseListDetailRoute() {
  const [search] = useSearchParams();
  const raw = search.get('id') ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  return (
    <RequireLogin>
      <CentreLayout active="purchaseLists">
        <PurchaseListDetailPage key={id} id={id} areaCode={currentAreaCode()} />
      </CentreLayout>
    </RequireLogin>
  );
}
