import { FormModal } from '@mall/client-kit';
import { Checkbox, Form, Input, type FormRule } from 'antd';
import { PURCHASE_LIST_LIMITS, purchaseListName, type PurchaseListSummary } from '@mall/shared';
import { t } from '@/locales/zh-CN';

const c = t.purchaseList;

type Values = { name: string; shared?: boolean };

/** The contract's own name rule, so the form says what the server would (请输入清单名称 …). */
const nameRule: FormRule = {
  validator: async (_, value: unknown) => {
    const result = purchaseListName.safeParse(value ?? '');
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? c.nameRequired);
  },
};

/**
 * 新建清单 / 修改清单: a name and, for a member of a verified company, 共享给企业 (only the owner changes it).
 * `list` null creates.
 */
export function ListFormModal({
  open,
  list,
  companyName,
  onSubmit,
  onClose,
}: {
  open: boolean;
  list: PurchaseListSummary | null;
  companyName: string | null;
  onSubmit: (values: { name: string; shared?: 0 | 1 }) => Promise<unknown>;
  onClose: () => void;
}) {
  const canShare = companyName !== null && (!list || list.mine);
  return (
    <FormModal<Values>
      open={open}
      title={list ? c.formRename : c.formCreate}
      name="purchase-list"
      initialValues={{ name: list?.name ?? '', shared: list?.shared ?? false }}
      onClose={onClose}
      onSubmit={(values) =>
        onSubmit({
          name: values.name.trim(),
          ...(canShare ? { shared: values.shared ? 1 : 0 } : {}),
        })
      }
    >
      <Form.Item name="name" label={c.nameLabel} required rules={[nameRule]}>
        <Input maxLength={PURCHASE_LIST_LIMITS.NAME_MAX + 10} placeholder={c.namePlaceholder} />
      </Form.Item>
      {companyName !== null && (
        <Form.Item
          name="shared"
          valuePropName="checked"
          extra={canShare ? c.shareHint(companyName) : c.shareOwnerOnly}
        >
          <Checkbox disabled={!canShare}>{c.shareLabel}</Checkbox>
        </Form.Item>
      )}
    </FormModal>
  );
}
