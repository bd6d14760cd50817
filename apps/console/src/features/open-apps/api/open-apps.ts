import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { OpenApp, OpenDelivery, OpenWebhook } from '@mall/shared';
import { http } from '@/lib/request';

/** GET /api/admin/open-apps: an app with its owner (a company or a shop) and the owner's name. */
export type AdminOpenApp = OpenApp & { ownerKind: string; ownerName: string };

/** The server answers a delivery log 50 rows a page, newest first; a full page may have an older one after it. */
const DELIVERY_PAGE_SIZE = 50;

export const openAppKeys = {
  all: ['open-apps'] as const,
  webhooks: (appId: number) => ['open-apps', appId, 'webhooks'] as const,
  deliveries: (appId: number, webhookId: number) =>
    ['open-apps', appId, 'webhooks', webhookId, 'deliveries'] as const,
};

export const useOpenApps = () =>
  useQuery({
    queryKey: openAppKeys.all,
    queryFn: () => http.get<AdminOpenApp[]>('/api/admin/open-apps'),
  });

/** 停用 ends the app's tokens at once and refuses new ones; 恢复 lets it take tokens again (both audited). */
export const suspendOpenApp = (id: number, suspended: boolean) =>
  http.post<null>(`/api/admin/open-apps/${id}/suspend`, { suspended });

/** The app's webhook endpoints. */
export const useOpenWebhooks = (appId: number) =>
  useQuery({
    queryKey: openAppKeys.webhooks(appId),
    queryFn: () => http.get<OpenWebhook[]>(`/api/admin/open-apps/${appId}/webhooks`),
  });

/** One endpoint's delivery log, newest first; the next page is the rows before the last one shown. */
export const useOpenDeliveries = (appId: number, webhookId: number) =>
  useInfiniteQuery({
    queryKey: openAppKeys.deliveries(appId, webhookId),
    queryFn: ({ pageParam }) =>
      http.get<OpenDelivery[]>(`/api/admin/open-apps/${appId}/webhooks/${webhookId}/deliveries`, {
        before: pageParam,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.length >= DELIVERY_PAGE_SIZE ? page.at(-1)?.id : undefined),
  });

/** 重新推送: the delivery goes back to the queue, whatever happened before (audited). */
export const replayOpenDelivery = (appId: number, deliveryId: number) =>
  http.post<null>(`/api/admin/open-apps/${appId}/deliveries/${deliveryId}/replay`);

/** 启用 an endpoint the server switched off after failing for too long. */
export const enableOpenWebhook = (appId: number, webhookId: number) =>
  http.post<OpenWebhook>(`/api/admin/open-apps/${appId}/webhooks/${webhookId}/enable`);
