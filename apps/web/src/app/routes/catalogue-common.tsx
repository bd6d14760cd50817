import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { Result } from '@/components/lazy-antd';
import { Spinner } from '@/components/plain';
import { paths } from '@/config/paths';
import { RequestError } from '@/lib/request';
import { t } from '@/locales/zh-CN';

/** True when a call answered 404 (unknown product, category, brand or scene). */
const isNotFound = (error: unknown) => error instanceof RequestError && error.status === 404;

/** Loading, not-found (with a way home) or failed state of a catalogue page whose data is not there yet. */
export function PageState({
  query,
  invalid = false,
  notFoundTitle,
  notFoundSub = t.notFound.subTitle,
}: {
  /** The page's query: its failure, and 重试 fetching it again. */
  query: { error: unknown; refetch: () => Promise<unknown> };
  /** The route's id is not a valid id at all: not found without asking the server. */
  invalid?: boolean;
  notFoundTitle: string;
  notFoundSub?: string;
}) {
  const navigate = useNavigate();
  const { error } = query;
  const onRetry = () => void query.refetch();
  if (!error && !invalid) {
    return (
      <div className="mall-container mall-result-page" style={{ textAlign: 'center' }}>
        <Spinner />
      </div>
    );
  }
  if (invalid || isNotFound(error)) {
    return (
      <div className="mall-container mall-result-page">
        <Result
          status="404"
          title={notFoundTitle}
          subTitle={notFoundSub}
          extra={
            <Button type="primary" onClick={() => navigate(paths.home.getHref())}>
              {t.notFound.home}
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <div className="mall-container mall-result-page">
      <Result
        status="warning"
        title={t.catalogue.loadFailed}
        extra={<Button onClick={onRetry}>{t.catalogue.retry}</Button>}
      />
    </div>
  );
}

/** A route param that must be a positive integer; anything else is treated as not found. */
export function idParam(raw: string | undefined): number {
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 0;
}
