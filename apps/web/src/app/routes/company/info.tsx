import { CentreRoute } from '../centre-route';
import { CompanyInfoPage } from '@/features/company/components/company-info-page';

/** /company: 企业信息 — create or join a company, or its status, my roles and settings (login required). */
export default function CompanyInfoRoute() {
  return (
    <CentreRoute active="company">
      <CompanyInfoPage />
    </CentreRoute>
  );
}
