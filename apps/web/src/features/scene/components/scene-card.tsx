import { Link } from 'react-router';
import type { SceneCategoryNode } from '@mall/shared';
import { LIMITS } from '@mall/shared';
import { paths } from '@/config/paths';
import { SceneIcon } from './scene-icons';

/** Hover card of the navigation: level-one scenes with their level-two children as links. */
export function SceneCard({
  nodes,
  top = LIMITS.SCENE_CARD_TOP,
}: {
  nodes: SceneCategoryNode[];
  top?: number;
}) {
  return (
    <div className="mall-scene-card" style={{ top }} role="region" aria-label="场景分类">
      {nodes.map((first, index) => (
        <div className="mall-scene-card-row" key={first.id}>
          <Link className="first" to={paths.sceneCategory.getHref(first.id, first.children[0]?.id)}>
            <SceneIcon index={index} />
            {first.name}
          </Link>
          <div className="children">
            {first.children.map((second) => (
              <Link key={second.id} to={paths.sceneCategory.getHref(first.id, second.id)}>
                {second.name}
              </Link>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
