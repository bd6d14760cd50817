import { useQueryClient } from '@tanstack/react-query';
import { StatusToggle, type AccountStatusProps } from '@/components/status-toggle';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { buyerKeys, setBuyerStatus } from '../api/buyers';

/** 停用 / 启用 a buyer account, after a confirmation. */
export function BuyerStatusButton({ id, status, link = false }: AccountStatusProps) {
  const queryClient = useQueryClient();
  const enable = status === 0;
  return (
    <StatusToggle
      enable={enable}
      texts={t.buyers}
      link={link}
      onConfirm={() =>
        setBuyerStatus(id, enable).then(() => {
          toast.success(enable ? t.buyers.enabled : t.buyers.disabled);
          void queryClient.invalidateQueries({ queryKey: buyerKeys.all });
        })
      }
    />
  );
}
