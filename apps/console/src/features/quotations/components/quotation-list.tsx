import { useState } from 'react';
import { Button, Descriptions, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { QUOTATION_STATES, type AdminQuotationSummary, type QuotationLine } from '@mall/shared';
import { reportActionError } from '@mall/client-kit';
import { Money } from '@/components/money';
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
  const [keyword, setKeyword] = useState('');
  const [state, setState] = useState<State | undefined>();
  const [pageNum, setPageNum] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuotationList({ keyword, state, pageNum, pageSize: 20 });
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={q.keyword}
          style={{ width: 300 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPageNum(1);
          }}
        />
        <Select<State>
          allowClear
          placeholder={q.state}
          style={{ width: 120 }}
          value={state}
          options={QUOTATION_STATES.map((s) => ({ value: s, label: s }))}
          onChange={(v) => {
            setState(v);
            setPageNum(1);
          }}
        />
      </Space>
      <Table<AdminQuotationSummary>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={{ current: pageNum, pageSize: 20, total: list.data?.total ?? 0, onChange: setPageNum }}
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
          {
            title: q.total,
            dataIndex: 'total',
            width: 130,
            align: 'right',
            render: (v: string) => <Money yuan={v} />,
          },
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
          <Table<QuotationLine>
            rowKey="skuId"
            size="small"
            pagination={false}
            dataSource={d.lines}
            columns={[
              { title: q.code, dataIndex: 'code', width: 130 },
              { title: q.name, dataIndex: 'title' },
              { title: q.spec, key: 'spec', render: (_, l) => [l.modelNo, l.spec].filter(Boolean).join(' ') },
              { title: q.quantity, dataIndex: 'quantity', width: 70, align: 'right' },
              {
                title: q.price,
                dataIndex: 'price',
                width: 100,
                align: 'right',
                render: (v: string) => <Money yuan={v} />,
              },
              {
                title: q.amount,
                dataIndex: 'amount',
                width: 110,
                align: 'right',
                render: (v: string) => <Money yuan={v} />,
              },
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
