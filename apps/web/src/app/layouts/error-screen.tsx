import { useEffect, useRef } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ResultPage } from '@/components/result-page';
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
    <ResultPage
      className="mall-error-screen"
      status="error"
      title={t.errorScreen.title}
      subTitle={t.errorScreen.subTitle}
      actions={[
        { key: 'home', label: t.errorScreen.home, onClick: () => window.location.assign('/') },
        { key: 'reload', label: t.errorScreen.reload, onClick: () => window.location.reload() },
      ]}
    />
  );
}
