import { Button, Result, Spin } from 'antd';

/**
 * A page whose data is not there yet: why it failed, with 重试 fetching it again, or a spinner (in
 * `loadingClass`) while it loads.
 */
export function LoadState({
  query,
  failed,
  retry,
  loadingClass,
}: {
  query: { error: unknown; refetch: () => Promise<unknown> };
  failed: string;
  retry: string;
  loadingClass: string;
}) {
  return query.error ? (
    <Result
      status="warning"
      title={failed}
      extra={<Button onClick={() => void query.refetch()}>{retry}</Button>}
    />
  ) : (
    <div className={loadingClass}>
      <Spin />
    </div>
  );
}
