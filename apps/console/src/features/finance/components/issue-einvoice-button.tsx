import { App, Button } from 'antd';
import { RequestError, useAction } from '@mall/client-kit';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { issueEinvoice } from '../api/finance';

const c = t.einvoice;

/**
 * 开具数电票 on an application 自营 may issue: after a confirmation it is queued for the provider; a refusal
 * (a line without 税收分类编码 names the goods to fix) stays on screen in a dialog with the server's words.
 */
export function IssueEinvoiceButton({ invoiceId, onAsked }: { invoiceId: number; onAsked: () => void }) {
  const { modal } = App.useApp();
  const issue = useAction(
    () =>
      issueEinvoice(invoiceId).catch((error: unknown) => {
        if (error instanceof RequestError && error.kind !== 'unauthorized')
          modal.error({ title: c.issueRefused, content: error.message, okText: t.common.confirm });
        throw error;
      }),
    {
      onSuccess: (asked) => {
        toast.success(`${c.issueAsked}（${c.serial} ${asked.serial}）`);
        onAsked();
      },
    },
  );
  return (
    <Button
      loading={issue.isPending}
      onClick={() =>
        modal.confirm({
          title: c.issueAsk,
          content: c.issueHelp,
          onOk: () => void issue.run(),
        })
      }
    >
      {c.issueEinvoice}
    </Button>
  );
}
