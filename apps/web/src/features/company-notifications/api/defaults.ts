import { queryOptions } from '@tanstack/react-query';
import type { NotificationPreferences, NotificationPreferencesInput } from '@mall/shared';
import { http } from '@/lib/request';

const url = '/api/company/notification/defaults';

/** GET: the company's defaults for members who chose nothing (管理员). */
export const companyDefaultsQueryOptions = () =>
  queryOptions({
    queryKey: ['company', 'notification-defaults'],
    queryFn: () => http.get<NotificationPreferences>(url),
  });

/** PUT: saves the company's defaults (安全 stays on whatever is sent). */
export const saveCompanyDefaults = (body: NotificationPreferencesInput) =>
  http.put<NotificationPreferences>(url, body);
