import { useQuery } from '@tanstack/react-query';
import type {
  DeliveryLogPage,
  DeliveryLogQuery,
  DeliveryLogRow,
  NotificationEvent,
  TemplatePreview,
} from '@mall/shared';
import { useListQuery } from '@/lib/list-query';
import { http } from '@/lib/request';

const base = '/api/admin/notification';

export const notificationKeys = {
  all: ['notifications'] as const,
  deliveries: (body: DeliveryLogQuery) => ['notifications', 'deliveries', body] as const,
  preview: (event: NotificationEvent) => ['notifications', 'preview', event] as const,
};

/** The delivery log across the platform, newest first. */
export const useDeliveries = (body: DeliveryLogQuery) =>
  useListQuery<DeliveryLogPage>(notificationKeys.deliveries(body), `${base}/deliveries`, body);

/**
 * Queues a failed (or stuck) delivery again; the server refuses one already sent (409) or unknown (404),
 * and the request layer shows its message.
 */
export const resendDelivery = (id: number) => http.post<DeliveryLogRow>(`${base}/deliveries/resend`, { id });

/** One event's message rendered with sample facts: the mail's subject, text and HTML, the robots' markdown. */
export const useTemplatePreview = (event: NotificationEvent) =>
  useQuery({
    queryKey: notificationKeys.preview(event),
    queryFn: () => http.post<TemplatePreview>(`${base}/templates/preview`, { event }),
  });
