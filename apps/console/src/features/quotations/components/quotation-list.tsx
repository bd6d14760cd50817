import { useState } from 'react';
import { Button, Descriptions, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { QUOTATION_STATES, type AdminQuotationSummary, type QuotationLine } from '@mall/shared';
import { reportActionError } from '@mall/client-kit';
import { moneyColumn } from '@/components/columns';
import { Money } from '@/components/money';
import { SmallTable } from '@/components/unpaged-tables';
import { useLocalList } from '@/lib/local-list';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { downloadQuotation, useQuotationDetail, useQuotationList } from '../api/quotations';

const q = t.quotations;
type State = (typeof QUOTATION_STATES)[number];

/** Downloads one quotation as PDF or Excel; a failure goes the actions' one error path. */
function save(id: number, format: 'pdf' | 'xlsx') {
  return downloadQuotation(id, format).then((name) => toast.success(q.downloaded(name)), reportActionError);
}

/** 报价单: every buyer's quotations, searchable by number, company or account; one opens with its lines. */
export function QuotationList() {
  const { filters, page, filter, tableProps } = useLocalList<{ keyword: string; state?: State }>(
    { keyword: '' },
    20,
  );
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuotationList({ ...filters, ...page });
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={q.keyword}
          style={{ width: 300 }}
          onSearch={(v) => filter({ keyword: v.trim() })}
        />
        <Select<State>
          allowClear
          placeholder={q.state}
          style={{ width: 120 }}
          value={filters.state}
          options={QUOTATION_STATES.map((s) => ({ value: s, label: s }))}
          onChange={(state) => filter({ state })}
        />
      </Space>
      <Table<AdminQuotationSummary>
        rowKey="id"
        size="middle"
        {...tableProps(list)}
        columns={[
          {
            title: q.no,
            dataIndex: 'quotationNo',
            render: (no: string, r) => (
              <Button type="link" size="small" onClick={() => setOpen(r.id)}>
                {no}
              </Button>
            ),
          },
          { title: q.company, dataIndex: 'companyName', render: (v: string) => v || '—' },
          { title: q.buyer, dataIndex: 'buyerName', width: 140 },
          { title: q.date, dataIndex: 'date', width: 110 },
          { title: q.validDays, dataIndex: 'validDays', width: 90, render: (d: number) => `${d} 天` },
          { title: q.lines, dataIndex: 'lineCount', width: 80 },
          { ...moneyColumn(q.total, 'total'), width: 130 },
          {
            title: q.state,
            dataIndex: 'state',
            width: 90,
            render: (s: string) => <Tag color={s === '有效' ? 'green' : 'default'}>{s}</Tag>,
          },
          {
            title: q.action,
            key: 'action',
            width: 160,
            render: (_, r) => (
              <Space size={4}>
                <Button size="small" type="link" onClick={() => void save(r.id, 'pdf')}>
                  PDF
                </Button>
                <Button size="small" type="link" onClick={() => void save(r.id, 'xlsx')}>
                  Excel
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <QuotationModal id={open} onClose={() => setOpen(null)} />
    </>
  );
}

function QuotationModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const detail = useQuotationDetail(id);
  const d = detail.data;
  return (
    <Modal
      open={id !== null}
      width={960}
      title={d ? `${q.title} ${d.quotationNo}` : q.title}
      onCancel={onClose}
      footer={
        id !== null && (
          <Space>
            <Button icon={<DownloadOutlined />} onClick={() => void save(id, 'pdf')}>
              PDF
            </Button>
            <Button icon={<DownloadOutlined />} onClick={() => void save(id, 'xlsx')}>
              Excel
            </Button>
          </Space>
        )
      }
    >
      {d && (
        <>
          <Descriptions size="small" column={3}>
            <Descriptions.Item label={q.company}>{d.companyName || '—'}</Descriptions.Item>
            <Descriptions.Item label={q.contact}>{d.contactName}</Descriptions.Item>
            <Descriptions.Item label={q.mobile}>{d.contactMobile}</Descriptions.Item>
            <Descriptions.Item label={q.date}>{d.date}</Descriptions.Item>
            <Descriptions.Item label={q.validDays}>{d.validDays} 天</Descriptions.Item>
            <Descriptions.Item label={q.state}>{d.state}</Descriptions.Item>
          </Descriptions>
          <SmallTable<QuotationLine>
            rowKey="skuId"
            dataSource={d.lines}
            columns={[
              { title: q.code, dataIndex: 'code', width: 130 },
              { title: q.name, dataIndex: 'title' },
              { title: q.spec, key: 'spec', render: (_, l) => [l.modelNo, l.spec].filter(Boolean).join(' ') },
              { title: q.quantity, dataIndex: 'quantity', width: 70, align: 'right' },
              { ...moneyColumn(q.price, 'price'), width: 100 },
              { ...moneyColumn(q.amount, 'amount'), width: 110 },
            ]}
          />
          <p style={{ textAlign: 'right', marginTop: 12 }}>
            {q.total}：<Money yuan={d.total} />（{q.tax} ¥{d.tax}） {q.capital}：{d.totalCapital}
          </p>
        </>
      )}
    </Modal>
  );
}
