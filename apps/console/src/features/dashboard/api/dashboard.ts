import { useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '@mall/shared';
import { http } from '@/lib/request';

export const useDashboard = () =>
  useQuery({
    queryKey: ['dashboard', 'summary'],
    queryFn: () => http.post<DashboardSummary>('/api/admin/dashboard/summary', {}),
    refetchInterval: 60_000,
  });
