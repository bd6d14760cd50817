import { CentreRoute } from './centre-route';
import { QuotationsPage } from '@/features/quotation/components/quotations-page';

/** /quotations (login required): the buyer's formal quotations (报价单). */
export default function QuotationsRoute() {
  return (
    <CentreRoute active="quotations">
      <QuotationsPage />
    </CentreRoute>
  );
}
