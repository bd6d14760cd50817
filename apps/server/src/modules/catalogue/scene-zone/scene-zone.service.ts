import { sql } from 'drizzle-orm';
import { CATALOGUE_MSG, type SceneZonePage } from '@mall/shared';
import { queryRows, type Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';

/** The scene zone page (/scene-category/first): a level-one scene with its children as tabs. */
export class SceneZoneService {
  constructor(private readonly db: Db) {}

  async page(firstId: number, secondId?: number): Promise<SceneZonePage> {
    const rows = await queryRows<{ id: number; parent_id: number; name: string }>(
      this.db,
      sql`select id, parent_id, name from scene_zones where id = ${firstId} or parent_id = ${firstId}
          order by sort, id`,
    );
    const scene = rows.find((r) => r.id === firstId && r.parent_id === 0);
    if (!scene) throw notFound(CATALOGUE_MSG.SCENE_NOT_FOUND);
    const tabs = rows.filter((r) => r.parent_id === firstId).map((r) => ({ id: r.id, name: r.name }));
    if (secondId !== undefined && !tabs.some((t) => t.id === secondId))
      throw notFound(CATALOGUE_MSG.SCENE_NOT_FOUND);
    return { scene: { id: scene.id, name: scene.name }, tabs, activeId: secondId ?? tabs[0]?.id ?? scene.id };
  }
}
