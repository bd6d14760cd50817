import { Link } from 'react-router';
import type { SceneZonePage } from '@mall/shared';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import '../scene-zone.css';

/** The scene's banner and its children as tabs; each tab is a link (/scene-category/first?firstId=&secondId=). */
export function SceneZoneHeader({ page }: { page: SceneZonePage }) {
  return (
    <div className="mall-scene-zone-head">
      <header className="mall-scene-zone-banner">
        <span className="tag">{t.sceneZone.title}</span>
        <h1>{page.scene.name}</h1>
      </header>
      <nav className="mall-scene-zone-tabs" role="tablist" aria-label={t.sceneZone.tabs}>
        {page.tabs.map((tab) => (
          <Link
            key={tab.id}
            role="tab"
            aria-selected={tab.id === page.activeId}
            className={tab.id === page.activeId ? 'active' : undefined}
            to={paths.sceneCategory.getHref(page.scene.id, tab.id)}
          >
            {tab.name}
          </Link>
        ))}
      </nav>
    </div>
  );
}
