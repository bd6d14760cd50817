import { ResultPage } from '@/components/result-page';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';

export function NotFound() {
  const navigate = useNavigate();
  return (
    <ResultPage
      className="mall-container mall-result-page"
      status="404"
      title={t.notFound.title}
      subTitle={t.notFound.subTitle}
      actions={[{ key: 'home', label: t.notFound.home, onClick: () => navigate(paths.home.getHref()) }]}
    />
  );
}
