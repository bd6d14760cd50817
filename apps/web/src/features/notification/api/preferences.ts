import { queryOptions } from '@tanstack/react-query';
import type { NotificationPreferences, NotificationPreferencesInput } from '@mall/shared';
import { http } from '@/lib/request';

/** GET /api/notification/preferences: each group's channels in force, whose they are, the quiet hours. */
const getPreferences = () => http.get<NotificationPreferences>('/api/notification/preferences');

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: ['notification-preferences'], queryFn: getPreferences });

/** PUT /api/notification/preferences: the person's own choices (安全 stays on whatever is sent). */
export const savePreferences = (body: NotificationPreferencesInput) =>
  http.put<NotificationPreferences>('/api/notification/preferences', body);
