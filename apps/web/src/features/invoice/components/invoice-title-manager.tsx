import { useAction } from '@mall/client-kit';
import { useState } from 'react';
import { Button, Checkbox, Empty, Form, Input, Modal, Popconfirm, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { MAX_INVOICE_TITLES, taxNoField, type InvoiceTitle, type InvoiceTitleInput } from '@mall/shared';
import { toast } from '@/lib/toast';
import { invoiceCopy } from '@/locales/zh-CN-invoice';
import { useQuery } from '@tanstack/react-query';
import { titleApi, type TitleOwner } from '../api/invoice-api';
import '../invoice.css';

const c = invoiceCopy.invoiceTitle;

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
        <Form.Item name="regAddress" label={c.regAddress} rules={req(c.regAddress)}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="regPhone" label={c.regPhone} rules={req(c.regPhone)}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="bankName" label={c.bankName} rules={req(c.bankName)}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="bankAccount" label={c.bankAccount} rules={req(c.bankAccount)}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="email" label={c.email} rules={[{ type: 'email', message: c.required(c.email) }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="receiverName" label={c.receiverName}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="receiverMobile" label={c.receiverMobile}>
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item name="receiveAddress" label={c.receiveAddress}>
          <Input maxLength={200} />
        </Form.Item>
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
  const { data = [], isLoading } = useQuery({ queryKey: api.key, queryFn: api.list, staleTime: 0 });
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<InvoiceTitle | null | undefined>(undefined);
  // Both lists (and the checkout's): a member's own list shows the company's titles too.
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['invoice', 'titles'] });
  const editable = (row: InvoiceTitle) => owner === 'company' || !row.shared;
  const change = useAction((step: { work: () => Promise<unknown>; done: string }) => step.work(), {
    onSuccess: async (_, step) => {
      toast.success(step.done);
      await refresh();
    },
  });
  const run = (work: () => Promise<unknown>, done: string) => change.run({ work, done });
  return (
    <section className="mall-centre-panel" aria-labelledby={`${owner}-invoice-title`}>
      <h2 id={`${owner}-invoice-title`}>
        {owner === 'company' ? c.companyTitle : c.title}
        <span className="extra">{c.count(data.length, MAX_INVOICE_TITLES)}</span>
      </h2>
      <div className="mall-centre-toolbar">
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={data.length >= MAX_INVOICE_TITLES}
          onClick={() => setEditing(null)}
        >
          {c.add}
        </Button>
      </div>
      <Table<InvoiceTitle>
        rowKey="id"
        size="middle"
        loading={isLoading}
        dataSource={data}
        pagination={false}
        locale={{ emptyText: <Empty description={c.none} /> }}
        columns={[
          {
            title: c.colCompany,
            dataIndex: 'companyName',
            render: (name: string, row) => (
              <Space size={4}>
                {name}
                {row.isDefault === 1 && <Tag color="blue">{c.default}</Tag>}
                {row.shared && owner === 'mine' && <Tag color="cyan">{c.shared}</Tag>}
              </Space>
            ),
          },
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
          {
            title: c.colAction,
            width: 190,
            render: (_, row) =>
              // A company's shared title is used here, not edited (its 管理员 or 财务 keeps it).
              !editable(row) ? (
                <span className="muted">{c.sharedHint}</span>
              ) : (
                <Space size={0} wrap>
                  <Button type="link" size="small" onClick={() => setEditing(row)}>
                    {c.edit}
                  </Button>
                  <Popconfirm
                    title={c.deleteConfirm}
                    okText={c.delete}
                    cancelText={c.cancel}
                    onConfirm={() => run(() => api.remove(row.id), c.deleted)}
                  >
                    <Button type="link" size="small" danger>
                      {c.delete}
                    </Button>
                  </Popconfirm>
                  {row.isDefault !== 1 && api.setDefault && (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => void run(() => api.setDefault!(row.id), c.defaultSet)}
                    >
                      {c.setDefault}
                    </Button>
                  )}
                </Space>
              ),
          },
        ]}
      />
      {editing !== undefined && (
        <TitleModal
          key={editing?.id ?? 'new'}
          title={editing}
          owner={owner}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            toast.success(c.saved);
            void refresh();
          }}
        />
      )}
    </section>
  );
}
