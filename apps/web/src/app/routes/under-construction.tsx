import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';

/** Placeholder of a page a later issue builds; names the page so nobody mistakes it for a fault. */
export function UnderConstruction({ name }: { name: string }) {
  const navigate = useNavigate();
  return (
    <div className="mall-container mall-result-page">
      <Result
        status="info"
        title={t.construction.title(name)}
        subTitle={t.construction.subTitle}
        extra={
          <Button type="primary" onClick={() => navigate(paths.home.getHref())}>
            {t.construction.home}
          </Button>
        }
      />
    </div>
  );
}
