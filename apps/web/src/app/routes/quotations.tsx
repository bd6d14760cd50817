import { CentreLayout } from '@/features/centre/components/centre-layout';
import { QuotationsPage } from '@/features/quotation/components/quotations-page';
import { RequireLogin } from './require-login';

/** /quotations (login required): the buyer's formal quotations (报价单). */
export default function QuotationsRoute() {
  return (
    <RequireLogin>
      <CentreLayout active="quotations">
        <QuotationsPage />
      </CentreLayout>
    </RequireLogin>
  );
}
