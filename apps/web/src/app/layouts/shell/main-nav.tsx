import { NavLink } from 'react-router';
import { AppstoreOutlined } from '@ant-design/icons';
import { CategoryMenu } from '@/features/category/components/category-menu';
import { useSceneCategory } from '@/features/scene/api/get-scene-category';
import { SceneCard } from '@/features/scene/components/scene-card';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';

/** Navigation row: all-categories (a hover menu off the home page) and the top navigation items. */
export function MainNav({ home }: { home: boolean }) {
  const { data: scenes } = useSceneCategory();
  return (
    <div className="mall-mainnav">
      <div className="mall-container">
        <div className="mall-mainnav-cats" tabIndex={home ? undefined : 0}>
          <AppstoreOutlined />
          {t.header.allCategories}
          {!home && <CategoryMenu />}
        </div>
        <nav className="mall-mainnav-links" aria-label="主导航">
          <NavLink to={paths.home.getHref()} end className={({ isActive }) => (isActive ? 'active' : '')}>
            {t.nav.mall}
          </NavLink>
          <NavLink to={paths.brand.getHref()}>{t.nav.brand}</NavLink>
          <div className="mall-scene-nav">
            <NavLink to={paths.sceneCategory.getHref(scenes?.[0]?.id ?? 1, scenes?.[0]?.children[0]?.id)}>
              {t.nav.scene}
            </NavLink>
            {scenes && scenes.length > 0 && <SceneCard nodes={scenes} />}
          </div>
          <NavLink to={paths.notice.getHref()}>{t.nav.notice}</NavLink>
          <NavLink to={paths.merchantJoin.getHref()}>{t.nav.merchantJoin}</NavLink>
          <NavLink to={paths.websiteIntroduction.getHref()}>{t.nav.websiteIntroduction}</NavLink>
        </nav>
      </div>
    </div>
  );
}
