import { useEffect, useRef } from 'react';
import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { t } from '@/locales/zh-CN';
import { reportError } from '@/lib/error-report';

/** Global error screen: the page cannot be displayed; go home or reload. Reports once. */
export function ErrorScreen() {
  const error = useRouteError();
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    const info = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'render error';
    void reportError(error instanceof Error ? error : new Error(String(error)), info);
  }, [error]);

  return (
    <div className="mall-error-screen">
      <Result
        status="error"
        title={t.errorScreen.title}
        subTitle={t.errorScreen.subTitle}
        extra={[
          <Button type="primary" key="home" onClick={() => window.location.assign('/')}>
            {t.errorScreen.home}
          </Button>,
          <Button key="reload" onClick={() => window.location.reload()}>
            {t.errorScreen.reload}
          </Button>,
        ]}
      />
    </div>
  );
}
