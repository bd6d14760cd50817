import { useQuery } from '@tanstack/react-query';
import type { OpenApp } from '@mall/shared';
import { http } from '@/lib/request';

/** GET /api/admin/open-apps: an app with its owner (a company or a shop) and the owner's name. */
export type AdminOpenApp = OpenApp & { ownerKind: string; ownerName: string };

export const openAppKeys = {
  all: ['open-apps'] as const,
};

export const useOpenApps = () =>
  useQuery({
    queryKey: openAppKeys.all,
    queryFn: () => http.get<AdminOpenApp[]>('/api/admin/open-apps'),
  });

/** 停用 ends the app's tokens at once and refuses new ones; 恢复 lets it take tokens again (both audited). */
export const suspendOpenApp = (id: number, suspended: boolean) =>
  http.post<null>(`/api/admin/open-apps/${id}/suspend`, { suspended });
