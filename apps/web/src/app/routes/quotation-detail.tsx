import { CentreRoute } from './centre-route';
import { currentAreaCode } from '@/features/catalogue/lib/screening-state';
import { QuotationDetailPage } from '@/features/quotation/components/quotation-detail-page';
import { useIdParam } from './id-param';

/** /quotations/detail?id= (login required): one quotation, its downloads and 按报价单下单. */
export default function QuotationDetailRoute() {
  const id = useIdParam();
  return (
    <CentreRoute active="quotations">
      <QuotationDetailPage key={id} id={id} areaCode={currentAreaCode()} />
    </CentreRoute>
  );
}
