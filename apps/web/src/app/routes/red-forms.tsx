import { RedFormsPage } from '@/features/red-forms/components/red-forms-page';
import { useCompanyMembership } from '@/features/centre/api/get-company-membership';
import { CentreRoute } from './centre-route';

/** The page with the buyer's company membership (asked once logged in: the centre's menu asks the same). */
function WithMembership() {
  const company = useCompanyMembership();
  return <RedFormsPage company={company.data} />;
}

/** /red-forms inside the personal centre (login required): 红字确认单 over the buyer's 数电票. */
export default function RedFormsRoute() {
  return (
    <CentreRoute active="redForms">
      <WithMembership />
    </CentreRoute>
  );
}
