import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { t } from '@/locales/zh-CN';
import { toast } from './toast';

/**
 * A list's add/edit dialog: the row it edits (`{}` for a new one, null while closed), `refresh` (reads the
 * list's query `queryKey` again) and `saved` (says 保存成功, then refreshes) for after a write.
 */
export function useEditing<Row>(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Row | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey });
  const saved = () => {
    toast.success(t.common.saved);
    refresh();
  };
  return { editing, setEditing, refresh, saved };
}
