import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpenApp, OpenAppInput, OpenAppWithSecret } from '@mall/shared';
import { http } from '@/lib/request';

/** Query key of the company's apps (every write refreshes it). */
export const openAppsKey = ['company', 'open-apps'] as const;

/** The company's open-platform apps (GET /api/company/open-apps; 管理员). */
const openAppsQueryOptions = () =>
  queryOptions({
    queryKey: openAppsKey,
    queryFn: () => http.get<OpenApp[]>('/api/company/open-apps'),
    staleTime: 0,
  });
export const useOpenApps = () => useQuery(openAppsQueryOptions());

/** A new app; the answer carries its secret, shown once. */
export const createOpenApp = (body: OpenAppInput) =>
  http.post<OpenAppWithSecret>('/api/company/open-apps', body);

/** Changes an app's name, scopes, allow-list and mode; the tokens issued so far end. */
export const updateOpenApp = (id: number, body: OpenAppInput) =>
  http.put<OpenApp>(`/api/company/open-apps/${id}`, body);

/** A new secret, shown once; the old one keeps working for `graceHours` (0: it and its tokens end at once). */
export const rotateOpenAppSecret = (id: number, graceHours: number) =>
  http.post<OpenAppWithSecret>(`/api/company/open-apps/${id}/rotate`, { graceHours });

/** Deletes an app: its secret and tokens end at once. */
export const deleteOpenApp = (id: number) => http.delete<null>(`/api/company/open-apps/${id}`);
