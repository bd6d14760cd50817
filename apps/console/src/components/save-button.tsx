import { Button } from 'antd';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useAction } from '@mall/client-kit';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';

/** 保存 for an editor that saves a whole setting at once: 已保存, then its query refreshed. */
export function SaveButton({ onSave, queryKey }: { onSave: () => Promise<unknown>; queryKey: QueryKey }) {
  const queryClient = useQueryClient();
  const save = useAction(onSave, {
    onSuccess: () => {
      toast.success(t.common.saved);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
  return (
    <Button type="primary" onClick={() => void save.run()}>
      {t.common.save}
    </Button>
  );
}
