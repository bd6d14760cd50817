import { CentreLayout } from '@/features/centre/components/centre-layout';
import { CompanyInfoPage } from '@/features/company/components/company-info-page';
import { RequireLogin } from '../require-login';

/** /company: 企业信息 — create or join a company, or its status, my roles and settings (login required). */
export default function CompanyInfoRoute() {
  return (
    <RequireLogin>
      <CentreLayout active="company">
        <CompanyInfoPage />
      </CentreLayout>
    </RequireLogin>
  );
}
