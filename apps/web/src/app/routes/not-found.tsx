import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';

export function NotFound() {
  const navigate = useNavigate();
  return (
    <div className="mall-container mall-result-page">
      <Result
        status="404"
        title={t.notFound.title}
        subTitle={t.notFound.subTitle}
        extra={
          <Button type="primary" onClick={() => navigate(paths.home.getHref())}>
            {t.notFound.home}
          </Button>
        }
      />
    </div>
  );
}
