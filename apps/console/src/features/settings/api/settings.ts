import { useQuery } from '@tanstack/react-query';
import type {
  QueueHealthView,
  MaintenanceSettingData,
  RepairTip,
  RepairTipsSave,
  SiteConfig,
  SiteConfigSave,
} from '@mall/shared';
import { http } from '@/lib/request';

export const settingsKeys = {
  site: ['settings', 'site'] as const,
  maintenance: ['settings', 'maintenance'] as const,
  repairTips: ['settings', 'repairTips'] as const,
  jobs: ['settings', 'jobs'] as const,
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

export const useRepairTips = () =>
  useQuery({
    queryKey: settingsKeys.repairTips,
    queryFn: () => http.get<RepairTip[]>('/api/admin/settings/repair-tips'),
  });
export const saveRepairTips = (body: RepairTipsSave) =>
  http.post<RepairTip[]>('/api/admin/settings/repair-tips/save', body);

/** 任务队列: refreshed every 5 s while the page is open. */
export const useJobsHealth = () =>
  useQuery({
    queryKey: settingsKeys.jobs,
    queryFn: () => http.get<QueueHealthView>('/api/admin/settings/jobs'),
    refetchInterval: 5000,
  });
