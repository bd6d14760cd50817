import { NotificationChoicesPanel } from '@/components/notification-choices';
import { notificationCopy as c } from '@/locales/zh-CN-notification';
import { preferencesQueryOptions, savePreferences } from '../api/preferences';
import { EmailCard } from './email-card';

/**
 * 通知设置: per event group, whether 短信 and 邮件 go out besides the 站内信 (always kept; 安全 locked on),
 * and the quiet hours. Shows whose settings are in force (own, the company's defaults, the platform's), and
 * above them the 接收邮箱 mail goes to once confirmed.
 */
export function PreferencesPanel() {
  return (
    <NotificationChoicesPanel
      headingId="centre-notification-title"
      title={c.title}
      intro={c.intro}
      top={<EmailCard />}
      query={preferencesQueryOptions()}
      source={c.source}
      save={savePreferences}
      saveLabel={c.save}
      savedText={c.saved}
    />
  );
}
