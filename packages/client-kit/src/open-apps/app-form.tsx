import { Alert, Checkbox, Form, Input, Radio } from 'antd';
import { OPEN_SCOPE_LABELS, openAppInput, type OpenApp, type OpenScope } from '@mall/shared';
import { FormModal } from '../back-office/form-modal';

/** The words of the app dialog; each page passes its own (the company's and the shop's differ a little). */
export type OpenAppFormCopy = {
  addTitle: string;
  editTitle: string;
  /** The OK button of a new app's dialog (the edit dialog keeps the kit's default). */
  create?: string;
  /** Shown above the fields when an app is changed (its tokens stop working). */
  editHint?: string;
  name: string;
  namePlaceholder?: string;
  nameRequired: string;
  scopes: string;
  scopesRequired: string;
  ips: string;
  ipsPlaceholder?: string;
  ipsHint: string;
  mode: string;
  /** Under the environment: what a sandbox app's calls do (a company's: test orders). */
  modeHint?: string;
  sandbox: string;
  live: string;
};

/** What the dialog edits: the allow-list as the text typed, one address or range per line. */
type Values<S extends OpenScope> = { name: string; scopes: S[]; ips?: string; mode: 'sandbox' | 'live' };

/** The allow-list typed in the text area: split on newlines, spaces and commas, trimmed, blank entries dropped. */
function parseAllowList(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[\s,，]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * 创建应用 / 修改应用 for a company's or a shop's open-platform app: name, scopes (of `scopes`), IP allow-list,
 * sandbox or live. `editing` undefined: closed; null: a new app (every scope, sandbox); an app: its values.
 * The allow-list is checked as the server checks it (openAppInput), before the call.
 */
export function OpenAppFormModal<S extends OpenScope>({
  editing,
  scopes,
  copy: f,
  name,
  onClose,
  onSubmit,
}: {
  editing: OpenApp | null | undefined;
  scopes: readonly S[];
  copy: OpenAppFormCopy;
  /** The form's name (its fields' ids). */
  name: string;
  onClose: () => void;
  onSubmit: (input: {
    name: string;
    scopes: S[];
    ipAllowList: string[];
    mode: 'sandbox' | 'live';
  }) => Promise<unknown>;
}) {
  const initialValues: Values<S> = editing
    ? {
        name: editing.name,
        scopes: editing.scopes.filter((s): s is S => (scopes as readonly string[]).includes(s)),
        ips: editing.ipAllowList.join('\n'),
        mode: editing.mode,
      }
    : { name: '', scopes: [...scopes], ips: '', mode: 'sandbox' };
  return (
    <FormModal<Values<S>>
      open={editing !== undefined}
      title={editing ? f.editTitle : f.addTitle}
      okText={editing ? undefined : f.create}
      name={name}
      intro={
        editing && f.editHint ? (
          <Alert type="warning" showIcon className="mall-open-apps-alert" title={f.editHint} />
        ) : null
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
        <Checkbox.Group
          options={scopes.map((scope) => ({ value: scope, label: OPEN_SCOPE_LABELS[scope] }))}
        />
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
      <Form.Item name="mode" label={f.mode} extra={f.modeHint}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'sandbox', label: f.sandbox },
            { value: 'live', label: f.live },
          ]}
        />
      </Form.Item>
    </FormModal>
  );
}
