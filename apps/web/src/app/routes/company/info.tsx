import { lazy } from 'react';
import { CentreRoute } from '../centre-route';
import { ViewOr } from './view-or';
import { CompanyInfoPage } from '@/features/company/components/company-info-page';

const MaterialCodesRoute = lazy(() => import('./material-codes'));

/**
 * /company: 企业信息 — create or join a company, or its status, my roles and settings (login required); with
 * ?view=material-codes, the company's 物料编码.
 */
export default function CompanyInfoRoute() {
  return (
    <ViewOr name="material-codes" view={MaterialCodesRoute}>
      <CentreRoute active="company">
        <CompanyInfoPage />
      </CentreRoute>
    </ViewOr>
  );
}
