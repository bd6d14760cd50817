import { Segmented } from 'antd';
import { useUrlState } from '@mall/client-kit';
import { t } from '@/locales/zh-CN';

const KEYS = ['status'] as const;

/**
 * A list's status as tabs above it: 全部, then each status by its label. The choice is the URL's `status`
 * (another tab starts the list again at page 1), which the list's own filters read.
 */
export function StatusTabs({ labels }: { labels: Record<string | number, string> }) {
  const { values, set } = useUrlState(KEYS);
  return (
    <Segmented
      style={{ marginBottom: 16 }}
      value={values.status ?? ''}
      options={[
        { value: '', label: t.common.all },
        ...Object.entries(labels).map(([v, label]) => ({ value: v, label })),
      ]}
      onChange={(v) => set({ status: String(v) || undefined })}
    />
  );
}
