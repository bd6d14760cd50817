import { NotificationChoicesPanel } from '@/components/notification-choices';
import { companyNotificationsCopy } from '@/locales/zh-CN-company-notifications';
import { companyDefaultsQueryOptions, saveCompanyDefaults } from '../api/defaults';

const c = companyNotificationsCopy.defaults;

/** 企业默认通知设置: what members who chose nothing get, per event group (短信 / 邮件) and the quiet hours. */
export function DefaultsPanel() {
  return (
    <NotificationChoicesPanel
      headingId="company-notification-defaults-title"
      query={companyDefaultsQueryOptions()}
      save={saveCompanyDefaults}
      {...c}
    />
  );
}
