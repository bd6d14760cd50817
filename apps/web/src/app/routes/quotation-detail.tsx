import { useSearchParams } from 'react-router';
import { currentAreaCode } from '@/features/catalogue/lib/screening-state';
import { CentreLayout } from '@/features/centre/components/centre-layout';
import { QuotationDetailPage } from '@/features/quotation/components/quotation-detail-page';
import { RequireLogin } from './require-login';

/** /quotations/detail?id= (login required): one quotation, its downloads and 按报价单下单. */
export default function QuotationDetailRoute() {
  const [search] = useSearchParams();
  const raw = search.get('id') ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  return (
    <RequireLogin>
      <CentreLayout active="quotations">
        <QuotationDetailPage key={id} id={id} areaCode={currentAreaCode()} />
      </CentreLayout>
    </RequireLogin>
  );
}
