import { CompanyRoute } from './company-route';
import { PunchoutSettingsPanel } from '@/features/punchout/components/punchout-settings';

/** /company/punchout: the company's procurement-system set-up, read-only (管理员). */
export default function CompanyPunchoutRoute() {
  return (
    <CompanyRoute active="companyPunchout" only="admin">
      {() => <PunchoutSettingsPanel />}
    </CompanyRoute>
  );
}
