import { useAction } from '@mall/client-kit';
import { Checkbox, Form, Input, Modal } from 'antd';
import { MAX_INVOICE_TITLES, taxNoField, type InvoiceTitle, type InvoiceTitleInput } from '@mall/shared';
import { KeptList, useKeptList } from '@/components/kept-list';
import { invoiceCopy } from '@/locales/zh-CN-invoice';
import { titleApi, type TitleOwner } from '../api/invoice-api';
import '../invoice.css';

const c = invoiceCopy.invoiceTitle;

/** The title's bank details, required, with their lengths. */
const REQUIRED_TEXT = [
  ['regAddress', 200],
  ['regPhone', 20],
  ['bankName', 100],
  ['bankAccount', 40],
] as const;
/** Where the paper invoice goes, optional. */
const RECEIVER_TEXT = [
  ['receiverName', 30],
  ['receiverMobile', 11],
  ['receiveAddress', 200],
] as const;

type FormValues = Omit<InvoiceTitleInput, 'isDefault'> & { isDefault?: boolean };

function TitleModal({
  title,
  owner,
  onClose,
  onSaved,
}: {
  title: InvoiceTitle | null;
  owner: TitleOwner;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const action = useAction(
    (values: FormValues) => {
      const body = { ...values, isDefault: values.isDefault ? 1 : 0 } as InvoiceTitleInput;
      const api = titleApi(owner);
      return title ? api.edit({ ...body, id: title.id }) : api.add(body);
    },
    { onSuccess: onSaved },
  );
  const saving = action.isPending;
  const submit = (values: FormValues) => action.run(values);
  const req = (label: string) => [{ required: true, whitespace: true, message: c.required(label) }];
  return (
    <Modal
      open
      title={title ? c.edit : c.add}
      width={640}
      okText={c.save}
      cancelText={c.cancel}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        layout="horizontal"
        labelCol={{ span: 7 }}
        initialValues={title ? { ...title, isDefault: title.isDefault === 1 } : { isDefault: false }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="companyName" label={c.companyName} rules={req(c.companyName)}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="taxNo"
          label={c.taxNo}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const parsed = taxNoField.safeParse(value ?? '');
                if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
              },
            },
          ]}
        >
          <Input maxLength={18} placeholder={c.taxNoPlaceholder} />
        </Form.Item>
        {REQUIRED_TEXT.map(([name, max]) => (
          <Form.Item key={name} name={name} label={c[name]} rules={req(c[name])}>
            <Input maxLength={max} />
          </Form.Item>
        ))}
        <Form.Item name="email" label={c.email} rules={[{ type: 'email', message: c.required(c.email) }]}>
          <Input maxLength={100} />
        </Form.Item>
        {RECEIVER_TEXT.map(([name, max]) => (
          <Form.Item key={name} name={name} label={c[name]}>
            <Input maxLength={max} />
          </Form.Item>
        ))}
        <Form.Item name="isDefault" valuePropName="checked" wrapperCol={{ offset: 7 }}>
          <Checkbox>{c.isDefault}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * 发票抬头: the buyer's own in the personal centre (list, add, edit, delete, set default), or with
 * `owner="company"` the company's shared ones, kept by its 管理员 and 财务.
 */
export function InvoiceTitleManager({ owner = 'mine' }: { owner?: TitleOwner }) {
  const api = titleApi(owner);
  // Both lists (and the checkout's) refresh: a member's own list shows the company's titles too.
  const { data, isLoading, editing, setEditing, refresh, saved } = useKeptList<InvoiceTitle>(api, 0, [
    'invoice',
    'titles',
  ]);
  return (
    <KeptList<InvoiceTitle>
      owner={owner}
      headingId={`${owner}-invoice-title`}
      title={owner === 'company' ? c.companyTitle : c.title}
      count={c.count(data.length, MAX_INVOICE_TITLES)}
      limit={MAX_INVOICE_TITLES}
      rows={data}
      loading={isLoading}
      copy={c}
      name={{ title: c.colCompany, dataIndex: 'companyName' }}
      columns={[
        { title: c.colTaxNo, dataIndex: 'taxNo', width: 190 },
        {
          title: c.colBank,
          width: 220,
          render: (_, row) => (
            <div className="mall-invoice-cell">
              <div>{row.bankName}</div>
              <div className="muted">{row.bankAccount}</div>
            </div>
          ),
        },
        {
          title: c.colReceive,
          width: 200,
          render: (_, row) => (
            <div className="mall-invoice-cell">
              {row.email && <div>{row.email}</div>}
              {row.receiveAddress && <div className="muted">{row.receiveAddress}</div>}
            </div>
          ),
        },
      ]}
      action={{ title: c.colAction, width: 190 }}
      api={api}
      refresh={refresh}
      onEdit={setEditing}
    >
      {editing !== undefined && (
        <TitleModal
          key={editing?.id ?? 'new'}
          title={editing}
          owner={owner}
          onClose={() => setEditing(undefined)}
          onSaved={() => saved(c.saved)}
        />
      )}
    </KeptList>
  );
}
