import type { OwnedOpenAppsEndpoint } from '@mall/client-kit';
import { http } from '@/lib/request';
import { toast } from '@/lib/toast';

/** Query key of the company's apps (every write refreshes it). */
export const openAppsKey = ['company', 'open-apps'] as const;

/**
 * The company's open-platform apps (/api/company/open-apps; 管理员): the list and its writes, and the apps' push
 * endpoints and delivery logs (推送记录).
 */
export const openAppsEndpoint: OwnedOpenAppsEndpoint = {
  base: '/api/company/open-apps',
  http,
  toastSuccess: (text) => toast.success(text),
};
