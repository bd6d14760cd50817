import { useQueryClient } from '@tanstack/react-query';
import { COMPANY_STATUS } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { StatusToggle, type AccountStatusProps } from '@/components/status-toggle';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { companyKeys, setCompanyStatus } from '../api/companies';

/** 停用 a company (any status) or 启用 a disabled one (back to 已认证, or 待审核 if never verified), after a confirmation. */
export function CompanyStatusButton({ id, status, link = false }: AccountStatusProps) {
  const queryClient = useQueryClient();
  const enable = status === COMPANY_STATUS.DISABLED;
  const action = useAction((enabled: boolean) => setCompanyStatus(id, enabled), {
    onSuccess: (_, enabled) => {
      toast.success(enabled ? t.companies.enabled : t.companies.disabled);
      void queryClient.invalidateQueries({ queryKey: companyKeys.all });
    },
  });
  // The dialog closes either way: a refusal was shown by the request layer.
  return (
    <StatusToggle enable={enable} texts={t.companies} link={link} onConfirm={() => action.run(enable)} />
  );
}
