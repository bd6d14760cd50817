import { PageCard } from '@/components/page-card';
import { TemplatePreviewPanel } from '@/features/notifications/components/template-preview';
import { t } from '@/locales/zh-CN';

export default function NotificationTemplatesRoute() {
  return (
    <PageCard title={t.notifications.templatesTitle}>
      <TemplatePreviewPanel />
    </PageCard>
  );
}
