import { useQuery } from '@tanstack/react-query';
import type { OpenApp, OpenAppWithSecret, OpenShopAppInput } from '@mall/shared';
import { http } from '@/lib/request';

/** The shop's open-platform apps (商家后台 → 开放接口; 店铺管理员): every write refreshes the list. */
const base = '/api/portal/open-apps';
export const openAppsKey = ['portal', 'open-apps'] as const;

export const useShopApps = () =>
  useQuery({ queryKey: openAppsKey, queryFn: () => http.get<OpenApp[]>(base), staleTime: 0 });
/** A new app; the answer carries its secret, shown once. */
export const createShopApp = (body: OpenShopAppInput) => http.post<OpenAppWithSecret>(base, body);
/** Changes an app; the tokens issued so far end. */
export const updateShopApp = (id: number, body: OpenShopAppInput) => http.put<OpenApp>(`${base}/${id}`, body);
/** A new secret, shown once; the old one works for `graceHours` more (0: it and its tokens end at once). */
export const rotateShopApp = (id: number, graceHours: number) =>
  http.post<OpenAppWithSecret>(`${base}/${id}/rotate`, { graceHours });
/** Deletes an app: its secret and tokens end at once. */
export const deleteShopApp = (id: number) => http.delete<null>(`${base}/${id}`);
