import { Segmented } from 'antd';
import { t } from '@/locales/zh-CN';

/** A list's status as tabs above it: 全部, then each status by its label; the URL keeps the choice. */
export function StatusTabs({
  labels,
  value,
  onChange,
}: {
  labels: Record<string | number, string>;
  value: string | undefined;
  onChange: (status: string | undefined) => void;
}) {
  return (
    <Segmented
      style={{ marginBottom: 16 }}
      value={value ?? ''}
      options={[
        { value: '', label: t.common.all },
        ...Object.entries(labels).map(([v, label]) => ({ value: v, label })),
      ]}
      onChange={(v) => onChange(String(v) || undefined)}
    />
  );
}
