import { Button, Result } from 'antd';
import { useRouteError } from 'react-router';
import { t } from '@/locales/zh-CN';

/** A page that failed to load or render (e.g. a stale chunk after a deploy): offer a reload. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Result
      status="error"
      title={t.common.loadFailed}
      extra={<Button onClick={() => window.location.reload()}>{t.common.retry}</Button>}
    />
  );
}
