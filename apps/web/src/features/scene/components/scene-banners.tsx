import { Link } from 'react-router';
import { RightOutlined } from '@ant-design/icons';
import { SCENE_BANNERS, type SceneCategoryNode } from '@mall/shared';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import { SceneIcon } from './scene-icons';

const BACKGROUNDS = [
  'linear-gradient(135deg, #0f4c81 0%, #2a7bc0 100%)',
  'linear-gradient(135deg, #1b5e4b 0%, #2f9e7a 100%)',
  'linear-gradient(135deg, #7a3b10 0%, #d9822b 100%)',
  'linear-gradient(135deg, #3a3f8f 0%, #6a71d6 100%)',
  'linear-gradient(135deg, #6b1f2a 0%, #c2434f 100%)',
];

/** The five fixed scene banners with their (firstId, secondId) pairs 5/10, 4/9, 3/8, 2/7, 1/6. */
export function SceneBanners({ nodes }: { nodes: SceneCategoryNode[] }) {
  return (
    <section className="mall-scene-banners" aria-label={t.home.sceneTitle}>
      <div className="mall-section-title">
        <h2>{t.home.sceneTitle}</h2>
        <span>{t.home.sceneSub}</span>
      </div>
      <div className="mall-scene-banner-row">
        {SCENE_BANNERS.map(({ firstId, secondId }, index) => {
          const first = nodes.find((n) => n.id === firstId);
          const second = first?.children.find((c) => c.id === secondId);
          return (
            <Link
              key={firstId}
              to={paths.sceneCategory.getHref(firstId, secondId)}
              className="mall-scene-banner"
              style={{ background: BACKGROUNDS[index] }}
              data-testid={`scene-banner-${firstId}-${secondId}`}
            >
              <span className="icon">
                <SceneIcon index={firstId - 1} />
              </span>
              <strong>{first?.name ?? ''}</strong>
              <span className="sub">{second?.name ?? ''}</span>
              <span className="enter">
                {t.home.sceneEnter} <RightOutlined />
              </span>
            </Link>
          );
        })}
      </div>
    </section>
  );
}
