import { FormModal } from '@mall/client-kit';
import { Alert, Checkbox, Form, Input, Radio } from 'antd';
import {
  OPEN_BUYER_SCOPES,
  OPEN_SCOPE_LABELS,
  openAppInput,
  type OpenApp,
  type OpenAppInput,
  type OpenBuyerScope,
} from '@mall/shared';
import { openAppsCopy } from '@/locales/zh-CN-open-apps';

const c = openAppsCopy;
const f = openAppsCopy.form;

/** What the dialog edits: the allow-list as the text typed, one address or range per line. */
type Values = { name: string; scopes: OpenBuyerScope[]; ips?: string; mode: 'sandbox' | 'live' };

/** The allow-list typed in the text area: split on newlines and commas, trimmed, blank entries dropped. */
function parseAllowList(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[\n\r,，]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

const SCOPE_OPTIONS = OPEN_BUYER_SCOPES.map((scope) => ({ value: scope, label: OPEN_SCOPE_LABELS[scope] }));

/**
 * 创建应用 / 修改应用: name, scopes, IP allow-list, sandbox or live. `editing` undefined: closed; null: a new
 * app (every scope, sandbox); an app: its values.
 */
export function OpenAppFormModal({
  editing,
  onClose,
  onSubmit,
}: {
  editing: OpenApp | null | undefined;
  onClose: () => void;
  onSubmit: (input: OpenAppInput) => Promise<unknown>;
}) {
  const initialValues: Values = editing
    ? {
        name: editing.name,
        scopes: editing.scopes.filter((s): s is OpenBuyerScope =>
          (OPEN_BUYER_SCOPES as readonly string[]).includes(s),
        ),
        ips: editing.ipAllowList.join('\n'),
        mode: editing.mode,
      }
    : { name: '', scopes: [...OPEN_BUYER_SCOPES], ips: '', mode: 'sandbox' };
  return (
    <FormModal<Values>
      open={editing !== undefined}
      title={editing ? f.editTitle : f.addTitle}
      okText={editing ? undefined : f.create}
      name="company-open-app"
      intro={
        editing ? <Alert type="warning" showIcon className="mall-open-apps-alert" title={f.editHint} /> : null
      }
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={(values) =>
        onSubmit({
          name: values.name.trim(),
          scopes: values.scopes,
          ipAllowList: parseAllowList(values.ips),
          mode: values.mode,
        })
      }
    >
      <Form.Item
        name="name"
        label={f.name}
        required
        rules={[{ required: true, whitespace: true, message: f.nameRequired }]}
      >
        <Input maxLength={30} placeholder={f.namePlaceholder} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="scopes"
        label={f.scopes}
        required
        rules={[{ required: true, type: 'array', min: 1, message: f.scopesRequired }]}
      >
        <Checkbox.Group options={SCOPE_OPTIONS} />
      </Form.Item>
      <Form.Item
        name="ips"
        label={f.ips}
        extra={f.ipsHint}
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              const result = openAppInput.shape.ipAllowList.safeParse(parseAllowList(value));
              if (!result.success) throw new Error(result.error.issues[0]?.message ?? '');
            },
          },
        ]}
      >
        <Input.TextArea rows={3} placeholder={f.ipsPlaceholder} />
      </Form.Item>
      <Form.Item name="mode" label={f.mode}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'sandbox', label: c.sandbox },
            { value: 'live', label: c.live },
          ]}
        />
      </Form.Item>
    </FormModal>
  );
}
