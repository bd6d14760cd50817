import { App, Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { COMPANY_STATUS } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { companyKeys, setCompanyStatus } from '../api/companies';

/** 停用 a company (any status) or 启用 a disabled one (back to 已认证, or 待审核 if never verified), after a confirmation. */
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
