import type { OwnedOpenAppsEndpoint } from '@mall/client-kit';
import { http } from '@/lib/request';
import { toast } from '@/lib/toast';

/** Query key of the shop's apps (every write refreshes it). */
export const openAppsKey = ['portal', 'open-apps'] as const;

/**
 * The shop's open-platform apps (商家后台 → 开放接口, /api/portal/open-apps; 店铺管理员): the list and its writes,
 * and the apps' push endpoints and delivery logs (推送记录).
 */
export const openAppsEndpoint: OwnedOpenAppsEndpoint = {
  base: '/api/portal/open-apps',
  http,
  toastSuccess: (text) => toast.success(text),
};
