import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { OpenDelivery, OpenWebhook } from '@mall/shared';
import type { QueryParams } from '../request';

/** An app's `http` (the kit's httpVerbs over its request layer), as far as the open-app pieces call it. */
export type OpenAppsHttp = {
  get: <T>(url: string, params?: QueryParams) => Promise<T>;
  post: <T>(url: string, data?: unknown) => Promise<T>;
};

/**
 * Where one audience's apps live and how to call them: `base` is /api/company/open-apps (a company's 管理员),
 * /api/portal/open-apps (a shop's 管理员) or /api/admin/open-apps (operators); the routes under it are the same.
 */
export type OpenAppsEndpoint = {
  base: string;
  http: OpenAppsHttp;
  /** The app's toast, for what a write did (已重新推送). */
  toastSuccess: (text: string) => void;
};

/** The server answers a delivery log 50 rows a page, newest first; a full page may have an older one after it. */
const DELIVERY_PAGE_SIZE = 50;

/** Query keys under the audience's base, so that a company's and an operator's views never share a cache entry. */
export const openWebhookKeys = {
  webhooks: (base: string, appId: number) => [base, appId, 'webhooks'] as const,
  deliveries: (base: string, appId: number, webhookId: number) =>
    [base, appId, 'webhooks', webhookId, 'deliveries'] as const,
};

/** GET {base}/:id/webhooks: the app's push endpoints. */
export const useOpenWebhooks = ({ base, http }: OpenAppsEndpoint, appId: number) =>
  useQuery({
    queryKey: openWebhookKeys.webhooks(base, appId),
    queryFn: () => http.get<OpenWebhook[]>(`${base}/${appId}/webhooks`),
  });

/** GET {base}/:id/webhooks/:webhookId/deliveries: newest first; the next page is the rows before the last one. */
export const useOpenDeliveries = ({ base, http }: OpenAppsEndpoint, appId: number, webhookId: number) =>
  useInfiniteQuery({
    queryKey: openWebhookKeys.deliveries(base, appId, webhookId),
    queryFn: ({ pageParam }) =>
      http.get<OpenDelivery[]>(`${base}/${appId}/webhooks/${webhookId}/deliveries`, { before: pageParam }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.length >= DELIVERY_PAGE_SIZE ? page.at(-1)?.id : undefined),
  });

/** 重新推送: POST {base}/:id/deliveries/:deliveryId/replay queues the delivery again, whatever happened before. */
export const replayOpenDelivery = ({ base, http }: OpenAppsEndpoint, appId: number, deliveryId: number) =>
  http.post<null>(`${base}/${appId}/deliveries/${deliveryId}/replay`);

/** 启用: POST {base}/:id/webhooks/:webhookId/enable, an endpoint the server switched off after failing too long. */
export const enableOpenWebhook = ({ base, http }: OpenAppsEndpoint, appId: number, webhookId: number) =>
  http.post<OpenWebhook>(`${base}/${appId}/webhooks/${webhookId}/enable`);
