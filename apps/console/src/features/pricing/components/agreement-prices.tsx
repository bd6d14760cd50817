import { useState } from 'react';
import {
  Button,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  Tabs,
  Tag,
} from 'antd';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import {
  AGREEMENT_SHEET_COLUMNS,
  AGREEMENT_SHEET_HELP,
  AGREEMENT_STATES,
  type AdminAgreementPrice,
  type AgreementState,
} from '@mall/shared';
import { reportActionError, useAction } from '@mall/client-kit';
import { useLocalList } from '@/lib/local-list';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { SheetImport } from '@/components/sheet-import';
import { CompanyPool } from './company-pool';
import {
  deleteAgreementPrices,
  downloadAgreementTemplate,
  exportAgreementPrices,
  importAgreementPrices,
  pricingKeys,
  saveAgreementPrice,
  useAgreementPrices,
  usePricingCompanies,
} from '../api/pricing';

const COLUMNS = Object.fromEntries(AGREEMENT_SHEET_COLUMNS.map((c) => [c, AGREEMENT_SHEET_HELP[c]]));
const STATE_COLOR: Record<AgreementState, string> = { 生效中: 'green', 未生效: 'blue', 已过期: 'default' };
const p = t.pricing;

function CompanySelect(props: {
  value?: number;
  onChange?: (v: number | undefined) => void;
  allowClear?: boolean;
}) {
  const [keyword, setKeyword] = useState('');
  const { data = [] } = usePricingCompanies(keyword);
  return (
    <Select
      showSearch
      allowClear={props.allowClear}
      placeholder={p.company}
      style={{ width: 260 }}
      filterOption={false}
      onSearch={setKeyword}
      value={props.value}
      onChange={props.onChange}
      options={data.map((c) => ({ value: c.id, label: c.name }))}
      data-testid="company-select"
    />
  );
}

type FormValues = { companyId: number; skuCode: string; price: number; window: [Dayjs, Dayjs] };

/** 协议价: the list by company, one-by-one maintenance, and the .xlsx import/export. */
export function AgreementPrices() {
  const queryClient = useQueryClient();
  const [poolCompanyId, setPoolCompanyId] = useState<number | undefined>();
  const { filters, page, filter, tableProps } = useLocalList<{
    companyId?: number;
    keyword: string;
    state?: AgreementState;
  }>({ keyword: '' }, 20, { hideSizeChanger: true });
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<FormValues>();
  const prices = useAgreementPrices({ ...filters, keyword: filters.keyword || undefined, ...page });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: pricingKeys.all });

  const saving = useAction(saveAgreementPrice, {
    onSuccess: () => {
      toast.success(p.saved);
      setEditing(false);
      form.resetFields();
      refresh();
    },
  });
  const save = async () => {
    const v = await form.validateFields();
    await saving.run({
      companyId: v.companyId,
      skuCode: v.skuCode,
      price: v.price.toFixed(2),
      startsOn: v.window[0].format('YYYY-MM-DD'),
      endsOn: v.window[1].format('YYYY-MM-DD'),
    });
  };

  const list = (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap>
        <CompanySelect allowClear value={filters.companyId} onChange={(companyId) => filter({ companyId })} />
        <Input.Search
          allowClear
          placeholder={p.keyword}
          style={{ width: 240 }}
          onSearch={(v) => filter({ keyword: v.trim() })}
        />
        <Select
          allowClear
          placeholder={p.state}
          style={{ width: 120 }}
          value={filters.state}
          onChange={(state) => filter({ state })}
          options={AGREEMENT_STATES.map((s) => ({ value: s, label: s }))}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(true)}>
          {p.add}
        </Button>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void exportAgreementPrices(filters.companyId).catch(reportActionError)}
        >
          {p.export}
        </Button>
      </Space>
      <Table<AdminAgreementPrice>
        size="small"
        rowKey="id"
        {...tableProps(prices)}
        columns={[
          { title: p.company, dataIndex: 'companyName', width: 200 },
          { title: 'SKU编码', dataIndex: 'skuCode', width: 120 },
          {
            title: p.product,
            dataIndex: 'title',
            render: (v: string, r) => `${v}${r.spec ? `（${r.spec}）` : ''}`,
          },
          { title: p.listPrice, dataIndex: 'listPrice', width: 90, render: (v: string) => `¥${v}` },
          { title: p.price, dataIndex: 'price', width: 90, render: (v: string) => <b>¥{v}</b> },
          { title: p.window, width: 200, render: (_: unknown, r) => `${r.startsOn} 至 ${r.endsOn}` },
          {
            title: p.state,
            dataIndex: 'state',
            width: 80,
            render: (s: AgreementState) => <Tag color={STATE_COLOR[s]}>{s}</Tag>,
          },
          {
            title: p.actions,
            width: 80,
            render: (_: unknown, r) => (
              <Popconfirm
                title={p.confirmDelete}
                onConfirm={async () => {
                  await deleteAgreementPrices([r.id]);
                  toast.success(p.deleted);
                  refresh();
                }}
              >
                <Button type="link" size="small" danger>
                  {p.delete}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <Modal
        title={p.add}
        open={editing}
        onOk={() => void save().catch(() => undefined)}
        onCancel={() => setEditing(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="companyId"
            label={p.company}
            rules={[{ required: true, message: p.chooseCompany }]}
          >
            <CompanySelect />
          </Form.Item>
          <Form.Item name="skuCode" label="SKU编码" rules={[{ required: true, message: p.needSku }]}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="price" label={p.price} rules={[{ required: true, message: p.needPrice }]}>
            <InputNumber min={0.01} precision={2} prefix="¥" style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="window" label={p.window} rules={[{ required: true, message: p.needWindow }]}>
            <DatePicker.RangePicker />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );

  return (
    <Tabs
      items={[
        { key: 'list', label: p.listTab, children: list },
        {
          key: 'import',
          label: p.importTab,
          children: (
            <SheetImport
              help={p.importHelp}
              columns={COLUMNS}
              upload={importAgreementPrices}
              downloadTemplate={downloadAgreementTemplate}
              doneText={(r) => p.importDone(r.created, r.updated, r.rows)}
              invalidate={pricingKeys.all}
            />
          ),
        },
        {
          key: 'pool',
          label: p.poolTab,
          children: (
            <CompanyPool
              companyId={poolCompanyId}
              companySelect={<CompanySelect value={poolCompanyId} onChange={setPoolCompanyId} />}
            />
          ),
        },
      ]}
    />
  );
}
