import { Button, Result } from 'antd';
import { t } from '@/locales/zh-CN';

/** A frame whose account could not be loaded: 加载失败 and 重试. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Result
      status="error"
      title={t.common.loadFailed}
      extra={<Button onClick={onRetry}>{t.common.retry}</Button>}
    />
  );
}
