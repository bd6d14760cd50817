import { Link } from 'react-router';
import { useSiteConfig } from '@/features/site/api/get-site-config';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';

export function Logo() {
  const { data } = useSiteConfig();
  const name = data?.siteName ?? t.siteNameFallback;
  return (
    <Link to={paths.home.getHref()} className="mall-logo" aria-label={name}>
      <span className="mall-logo-mark">工</span>
      <span className="mall-logo-text">
        <strong>{name}</strong>
        <span>MRO 工业品一站式采购平台</span>
      </span>
    </Link>
  );
}
