import { PageCard } from '@/components/page-card';
import { DeliveryLog } from '@/features/notifications/components/delivery-log';
import { t } from '@/locales/zh-CN';

export default function NotificationDeliveriesRoute() {
  return (
    <PageCard title={t.notifications.deliveriesTitle}>
      <DeliveryLog />
    </PageCard>
  );
}
