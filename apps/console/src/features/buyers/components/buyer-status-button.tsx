import { App, Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { buyerKeys, setBuyerStatus } from '../api/buyers';

/** 停用 / 启用 a buyer account, after a confirmation. */
export function BuyerStatusButton({
  id,
  status,
  link = false,
}: {
  id: number;
  status: number;
  link?: boolean;
}) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const enable = status === 0;
  const run = () =>
    modal.confirm({
      title: enable ? t.buyers.enableConfirm : t.buyers.disableConfirm,
      okButtonProps: { danger: !enable },
      onOk: () =>
        setBuyerStatus(id, enable).then(() => {
          toast.success(enable ? t.buyers.enabled : t.buyers.disabled);
          void queryClient.invalidateQueries({ queryKey: buyerKeys.all });
        }),
    });
  const label = enable ? t.buyers.enable : t.buyers.disable;
  return link ? (
    <a onClick={run}>{label}</a>
  ) : (
    <Button danger={!enable} onClick={run}>
      {label}
    </Button>
  );
}
