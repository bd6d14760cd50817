import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SceneCategoryNode } from '@mall/shared';
import { http } from '@/lib/request';

/** Scene-zone tree: level-one nodes with their children (called with 0). */
const getSceneCategory = (categoryId = 0) =>
  http.get<SceneCategoryNode[]>(`/api/scene-category/${categoryId}`);

const sceneCategoryQueryOptions = () =>
  queryOptions({ queryKey: ['scene-category', 0], queryFn: () => getSceneCategory(0) });

export const useSceneCategory = () => useQuery(sceneCategoryQueryOptions());
