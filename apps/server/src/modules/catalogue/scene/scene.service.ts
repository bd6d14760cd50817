import { asc } from 'drizzle-orm';
import type { SceneCategoryNode } from '@mall/shared';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { cached } from '../../../lib/cache';
import type { EphemeralStore } from '../../../lib/store';
import { sceneZones } from './scene.table';

type SceneRow = { id: number; parentId: number; name: string };

/** Scene zones (场景专区): level-one zones 1–5 and their children. */
export class SceneService {
  constructor(
    private readonly db: Db,
    private readonly store: EphemeralStore,
  ) {}

  private rows(): Promise<SceneRow[]> {
    return cached(this.store, 'scene:rows', 300_000, () =>
      this.db
        .select({ id: sceneZones.id, parentId: sceneZones.parentId, name: sceneZones.name })
        .from(sceneZones)
        .orderBy(asc(sceneZones.parentId), asc(sceneZones.sort), asc(sceneZones.id)),
    );
  }

  /** 0 → every level-one zone with its children; another id → that zone's children; unknown → 404. */
  async getChildren(categoryId: number): Promise<SceneCategoryNode[]> {
    const rows = await this.rows();
    const childrenOf = (id: number) => rows.filter((r) => r.parentId === id);
    if (categoryId !== 0 && !rows.some((r) => r.id === categoryId)) throw notFound('场景分类不存在');
    return childrenOf(categoryId).map((r) => ({
      id: r.id,
      name: r.name,
      children: childrenOf(r.id).map((c) => ({ id: c.id, name: c.name })),
    }));
  }
}
