import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { t } from '@/locales/zh-CN';

export default function NotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t.app.notFoundTitle}
      subTitle={t.app.notFound}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t.app.backHome}
        </Button>
      }
    />
  );
}
