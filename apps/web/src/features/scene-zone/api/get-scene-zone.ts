import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SceneZonePage } from '@mall/shared';
import { http } from '@/lib/request';

/** The scene zone's tabs (its children) and the active one. Silent: an unknown scene shows a page. */
const getSceneZone = (firstId: number, secondId?: number) =>
  http.get<SceneZonePage>('/api/scene-zone', { firstId, secondId }, { silent: true });

const sceneZoneQueryOptions = (firstId: number, secondId?: number) =>
  queryOptions({
    queryKey: ['scene-zone', firstId, secondId ?? null],
    queryFn: () => getSceneZone(firstId, secondId),
  });

export const useSceneZone = (firstId: number, secondId?: number) =>
  useQuery({ ...sceneZoneQueryOptions(firstId, secondId), enabled: firstId > 0 });
