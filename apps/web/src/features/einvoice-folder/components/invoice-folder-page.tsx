import { useState } from 'react';
import { Alert, Button, DatePicker, Form, Input, Select, Space, Tag } from 'antd';
import { EINVOICE_FOLDER_ZIP_MAX, type EinvoiceFolderFilters, type EinvoiceFolderRow } from '@mall/shared';
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
        <Form.Item name="type" label={c.type}>
          <Select
            allowClear
            placeholder={c.all}
            style={{ width: 150 }}
            options={[
              { value: '81', label: '数电专票（81）' },
              { value: '82', label: '数电普票（82）' },
            ]}
          />
        </Form.Item>
        <Form.Item name="kind" label={c.kind}>
          <Select
            allowClear
            placeholder={c.all}
            style={{ width: 100 }}
            options={[
              { value: 'blue', label: '蓝字' },
              { value: 'red', label: '红字' },
            ]}
          />
        </Form.Item>
        <Form.Item name="sellerName" label={c.seller}>
          <Input allowClear style={{ width: 180 }} maxLength={100} />
        </Form.Item>
        <Form.Item name="orderNo" label={c.orderNo}>
          <Input allowClear style={{ width: 180 }} maxLength={32} />
        </Form.Item>
        <Form.Item name="keyword" label={c.keyword}>
          <Input allowClear style={{ width: 200 }} maxLength={20} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {c.search}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                search({});
              }}
            >
              {c.reset}
            </Button>
          </Space>
        </Form.Item>
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
                <Button
                  type="link"
                  size="small"
                  onClick={() => void downloadFolderFile(row.id, 'xml', row.number).then(saved)}
                >
                  {c.xml}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void downloadFolderFile(row.id, 'pdf', row.number).then(saved)}
                >
                  {c.pdf}
                </Button>
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
