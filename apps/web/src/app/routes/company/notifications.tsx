import { CompanyRoute } from './company-route';
import { CompanyNotificationsPage } from '@/features/company-notifications/components/company-notifications-page';

/** /company/notifications: the company's group robots and default notification settings (管理员). */
export default function CompanyNotificationsRoute() {
  return (
    <CompanyRoute active="companyNotifications" only="admin">
      {() => <CompanyNotificationsPage />}
    </CompanyRoute>
  );
}
