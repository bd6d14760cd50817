import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { t } from '@/locales/zh-CN';

/** A page that cannot be shown (403, 404), with 返回首页. */
export function BackHomeResult({
  status,
  title,
  subTitle,
}: {
  status: '403' | '404';
  title: string;
  subTitle: string;
}) {
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={title}
      subTitle={subTitle}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t.app.backHome}
        </Button>
      }
    />
  );
}
