import { PurchaseListDetailPage } from '@/features/purchase-list/components/purchase-list-detail-page';
import { CentreDocumentRoute } from './centre-document-route';

/** /purchase-lists/detail?id= (login required): one purchase list, priced in the chosen area. */
export default function PurchaseListDetailRoute() {
  return <CentreDocumentRoute active="purchaseLists" Page={PurchaseListDetailPage} />;
}
