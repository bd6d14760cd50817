import { CompanyRoute } from './company-route';
import { MaterialCodesPage } from '@/features/company/components/material-codes-page';

/** /company?view=material-codes: the company's 物料编码 (every member reads them). */
export default function CompanyMaterialCodesRoute() {
  return (
    <CompanyRoute active="companyMaterialCodes">
      {(company) => <MaterialCodesPage company={company} />}
    </CompanyRoute>
  );
}
