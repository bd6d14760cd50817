import { useQuery } from '@tanstack/react-query';
import type { MaintenanceSettingData, SiteConfig, SiteConfigSave } from '@mall/shared';
import { http } from '@/lib/request';

export const settingsKeys = {
  site: ['settings', 'site'] as const,
  maintenance: ['settings', 'maintenance'] as const,
};

export const useSiteSettings = () =>
  useQuery({ queryKey: settingsKeys.site, queryFn: () => http.get<SiteConfig>('/api/admin/settings/site') });
export const saveSiteSettings = (body: SiteConfigSave) =>
  http.post<SiteConfig>('/api/admin/settings/site/save', body);

export const useMaintenance = () =>
  useQuery({
    queryKey: settingsKeys.maintenance,
    queryFn: () => http.get<MaintenanceSettingData>('/api/admin/settings/maintenance'),
  });
export const saveMaintenance = (body: MaintenanceSettingData) =>
  http.post<MaintenanceSettingData>('/api/admin/settings/maintenance/save', body);
