import { useQuery } from '@tanstack/react-query';
import type { Region, SceneCategoryNode } from '@mall/shared';
import { http } from '@/lib/request';

/** Provinces for sales areas (the storefront's region call). */
export const useProvinces = () =>
  useQuery({
    queryKey: ['lookup', 'provinces'],
    queryFn: () => http.post<Region[]>('/api/global/getSysRegion', { parentCode: '0' }),
    staleTime: Infinity,
  });

/** Scene zones and their tags (场景标签) for the product editor. */
export const useScenes = () =>
  useQuery({
    queryKey: ['lookup', 'scenes'],
    queryFn: () => http.get<SceneCategoryNode[]>('/api/scene-category/0'),
    staleTime: Infinity,
  });
