import { QuotationDetailPage } from '@/features/quotation/components/quotation-detail-page';
import { CentreDocumentRoute } from './centre-document-route';

/** /quotations/detail?id= (login required): one quotation, its downloads and 按报价单下单. */
export default function QuotationDetailRoute() {
  return <CentreDocumentRoute active="quotations" Page={QuotationDetailPage} />;
}
