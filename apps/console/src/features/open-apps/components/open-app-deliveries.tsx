import { OpenAppDeliveriesDrawer as DeliveriesDrawer, type OpenAppsEndpoint } from '@mall/client-kit';
import { http } from '@/lib/request';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import type { AdminOpenApp } from '../api/open-apps';

const endpoint: OpenAppsEndpoint = {
  base: '/api/admin/open-apps',
  http,
  toastSuccess: (text) => toast.success(text),
};

/**
 * 推送记录: the app's webhook endpoints, each in a card with its message types, status (启用 one the server
 * switched off) and delivery log, newest first, 50 at a time (加载更多); 重新推送 queues a delivery again (the
 * server records it in the audit log). The kit's panel, as the company's and the shop's 开放接口 show it.
 */
export function OpenAppDeliveriesDrawer({ app, onClose }: { app: AdminOpenApp | null; onClose: () => void }) {
  return (
    <DeliveriesDrawer
      app={app}
      onClose={onClose}
      endpoint={endpoint}
      copy={t.openApps}
      tableClassName="console-table-nowrap"
    />
  );
}
