import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { t } from '@/locales/zh-CN';

export function Forbidden() {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t.app.forbiddenTitle}
      subTitle={t.app.forbidden}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t.app.backHome}
        </Button>
      }
    />
  );
}
