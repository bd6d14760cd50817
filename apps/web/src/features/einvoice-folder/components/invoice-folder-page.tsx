import { useState } from 'react';
import { Alert, Button, DatePicker, Form, Input, Select, Space, Tag } from 'antd';
import { EINVOICE_FOLDER_ZIP_MAX, type EinvoiceFolderFilters, type EinvoiceFolderRow } from '@mall/shared';
import { SearchResetButtons } from '@mall/client-kit';
import { CentreTable } from '@/components/centre-table';
import { tenPerPage } from '@/components/status-tabs';
import type { Dayjs } from '@/lib/dayjs';
import { toast } from '@/lib/toast';
import { invoiceFolderCopy } from '@/locales/zh-CN-invoice-folder';
import {
  downloadFolderFile,
  downloadFolderZip,
  exportFolder,
  useInvoiceFolder,
} from '../api/einvoice-folder-api';
import { CheckFacts } from './check-facts';
import { SendInvoice } from './send-invoice';
import '../einvoice-folder.css';

const c = invoiceFolderCopy.invoiceFolder;

type FormValues = {
  dates?: [Dayjs | null, Dayjs | null] | null;
  type?: '81' | '82';
  kind?: 'blue' | 'red';
  sellerName?: string;
  orderNo?: string;
  keyword?: string;
};

/** A select's options from labels by value. */
const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The filters chosen from a list (全部 when cleared), then the typed ones, each box as wide as its text. */
const CHOICES = [
  {
    name: 'type',
    label: c.type,
    width: 150,
    options: optionsOf({ 81: '数电专票（81）', 82: '数电普票（82）' }),
  },
  { name: 'kind', label: c.kind, width: 100, options: optionsOf({ blue: '蓝字', red: '红字' }) },
];
const TEXTS = [
  { name: 'sellerName', label: c.seller, width: 180, max: 100 },
  { name: 'orderNo', label: c.orderNo, width: 180, max: 32 },
  { name: 'keyword', label: c.keyword, width: 200, max: 20 },
] as const;

/** The form's values as the list's filters (empty ones dropped). */
function filtersOf(v: FormValues): EinvoiceFolderFilters {
  const text = (s?: string) => (s?.trim() ? s.trim() : undefined);
  return {
    dateFrom: v.dates?.[0]?.format('YYYY-MM-DD'),
    dateTo: v.dates?.[1]?.format('YYYY-MM-DD'),
    type: v.type,
    kind: v.kind,
    sellerName: text(v.sellerName),
    orderNo: text(v.orderNo),
    keyword: text(v.keyword),
  };
}

const saved = (name: string | null) => {
  if (name) toast.success(c.downloaded(name));
};

/**
 * 发票夹 in the personal centre: the buyer's issued blue and red 数电票 (a person's own; the company's for its
 * 财务 and 管理员) with filters; several as one zip of XML + PDF, the 入账表 (.xlsx), each one's XML and PDF and
 * its 查验 facts.
 */
export function InvoiceFolderPage() {
  const [form] = Form.useForm<FormValues>();
  const [filters, setFilters] = useState<EinvoiceFolderFilters>({});
  const [pageNum, setPageNum] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState<'zip' | 'export' | null>(null);
  const { data, isLoading } = useInvoiceFolder(filters, pageNum);
  const search = (v: FormValues) => {
    setFilters(filtersOf(v));
    setPageNum(1);
    setSelected([]);
  };
  const run = async (what: 'zip' | 'export') => {
    setBusy(what);
    try {
      saved(what === 'zip' ? await downloadFolderZip(selected) : await exportFolder(filters, selected));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="mall-folder">
      <h2 className="mall-folder-title">{c.title}</h2>
      <Alert type="info" showIcon message={c.hint} className="mall-folder-hint" />
      <Form form={form} layout="inline" onFinish={search} className="mall-folder-filters">
        <Form.Item name="dates" label={c.dates}>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        {CHOICES.map(({ name, label, width, options }) => (
          <Form.Item key={name} name={name} label={label}>
            <Select allowClear placeholder={c.all} style={{ width }} options={options} />
          </Form.Item>
        ))}
        {TEXTS.map(({ name, label, width, max }) => (
          <Form.Item key={name} name={name} label={label}>
            <Input allowClear style={{ width }} maxLength={max} />
          </Form.Item>
        ))}
        <SearchResetButtons
          onReset={() => {
            form.resetFields();
            search({});
          }}
        />
      </Form>
      <Space className="mall-folder-actions">
        <Button
          type="primary"
          disabled={!selected.length || selected.length > EINVOICE_FOLDER_ZIP_MAX}
          loading={busy === 'zip'}
          onClick={() => void run('zip')}
        >
          {c.zip}
        </Button>
        <Button loading={busy === 'export'} onClick={() => void run('export')}>
          {c.export}
        </Button>
        {selected.length > 0 && <span className="muted">{c.selected(selected.length)}</span>}
        {selected.length > EINVOICE_FOLDER_ZIP_MAX && <span className="mall-folder-warn">{c.zipMax}</span>}
      </Space>
      <CentreTable<EinvoiceFolderRow>
        rowKey="id"
        loading={isLoading}
        rows={data?.list}
        none={c.none}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys.map(String)),
          getCheckboxProps: (row) => ({ 'aria-label': row.number }),
        }}
        pagination={tenPerPage(pageNum, data?.total, setPageNum)}
        columns={[
          {
            title: c.colNumber,
            width: 200,
            render: (_, row) => (
              <div>
                <div className="mall-folder-number">{row.number}</div>
                {row.blueNumber && <div className="muted">{`${c.blueNumber}：${row.blueNumber}`}</div>}
              </div>
            ),
          },
          {
            title: c.colType,
            width: 120,
            render: (_, row) => (
              <Space size={4} wrap>
                <Tag color={row.kind === 'red' ? 'red' : 'blue'}>{row.kindLabel}</Tag>
                <span>{row.type === '81' ? '专票' : '普票'}</span>
              </Space>
            ),
          },
          { title: c.colDate, width: 110, dataIndex: 'issueDate' },
          { title: c.colSeller, dataIndex: 'sellerName' },
          { title: c.colAmount, width: 110, align: 'right', dataIndex: 'amount' },
          { title: c.colTax, width: 90, align: 'right', dataIndex: 'tax' },
          { title: c.colTotal, width: 110, align: 'right', dataIndex: 'total' },
          {
            title: c.colActions,
            width: 120,
            render: (_, row) => (
              <div className="mall-folder-row-actions">
                {(['xml', 'pdf'] as const).map((file) => (
                  <Button
                    key={file}
                    type="link"
                    size="small"
                    onClick={() => void downloadFolderFile(row.id, file, row.number).then(saved)}
                  >
                    {c[file]}
                  </Button>
                ))}
                <CheckFacts row={row} />
                <SendInvoice row={row} />
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
