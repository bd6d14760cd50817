import { App, Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { COMPANY_STATUS } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { companyKeys, setCompanyStatus } from '../api/companies';

/** 停用 a verified company or 启用 a disabled one, after a confirmation; nothing for other statuses. */
export function CompanyStatusButton({
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
  const enable = status === COMPANY_STATUS.DISABLED;
  const action = useAction((enabled: boolean) => setCompanyStatus(id, enabled), {
    onSuccess: (_, enabled) => {
      toast.success(enabled ? t.companies.enabled : t.companies.disabled);
      void queryClient.invalidateQueries({ queryKey: companyKeys.all });
    },
  });
  if (!enable && status !== COMPANY_STATUS.VERIFIED) return null;
  const run = () =>
    modal.confirm({
      title: enable ? t.companies.enableConfirm : t.companies.disableConfirm,
      okButtonProps: { danger: !enable },
      // The dialog closes either way: a refusal was shown by the request layer.
      onOk: () => action.run(enable),
    });
  const label = enable ? t.companies.enable : t.companies.disable;
  return link ? (
    <a onClick={run}>{label}</a>
  ) : (
    <Button danger={!enable} onClick={run}>
      {label}
    </Button>
  );
}
