import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Input,
  Modal,
  Space,
  Statistic,
  Table,
  Tabs,
  Tag,
} from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '@mall/client-kit';
import type { CreditRepayment, CreditStatement, CreditStatementDetail, MyCompany } from '@mall/shared';
import type { ColumnsType } from 'antd/es/table';
import { toast } from '@/lib/toast';
import { Money } from './money';
import { hasRole } from '../lib/roles';
import {
  confirmStatement,
  disputeStatement,
  downloadStatement,
  statementKey,
  useCompanyCredit,
  useRepayments,
  useStatement,
  useStatements,
} from '../api/credit';
import '../credit.css';

type AmountKey =
  | 'openingBalance'
  | 'ordersAmount'
  | 'refundsAmount'
  | 'repaymentsAmount'
  | 'closingBalance'
  | 'amountDue'
  | 'paidAmount';
/** A statement's amounts in the order they are shown. */
const STATEMENT_AMOUNTS: [AmountKey, string][] = [
  ['openingBalance', '期初余额'],
  ['ordersAmount', '本期账期订单'],
  ['refundsAmount', '本期退款'],
  ['repaymentsAmount', '本期还款'],
  ['closingBalance', '期末余额'],
  ['amountDue', '本期应还'],
  ['paidAmount', '已还'],
];

const STATUS_COLOR: Record<number, string> = { 1: 'gold', 2: 'green', 3: 'red', 4: 'default' };

function StatementTag({ s }: { s: Pick<CreditStatement, 'status' | 'statusLabel' | 'overdue'> }) {
  return (
    <Space size={4}>
      <Tag color={STATUS_COLOR[s.status]}>{s.statusLabel}</Tag>
      {s.overdue && <Tag color="red">已逾期</Tag>}
    </Space>
  );
}

/** One statement: totals, lines, confirm / dispute (财务), PDF and .xlsx. */
function StatementDetail({ id, finance, onClose }: { id: number; finance: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { data: s } = useStatement(id);
  const [disputing, setDisputing] = useState(false);
  const [comment, setComment] = useState('');
  // The answer is the statement as it now stands: shown at once, then the lists and figures are read again.
  const decided = (next: CreditStatementDetail) => {
    queryClient.setQueryData(statementKey(next.id), next);
    void queryClient.invalidateQueries({
      queryKey: ['company', 'credit'],
      predicate: (q) => q.queryKey[2] !== 'statement',
    });
  };
  const confirm = useAction((id: number) => confirmStatement(id), {
    onSuccess: (next) => {
      toast.success('对账单已确认');
      decided(next);
    },
  });
  const dispute = useAction(({ id, text }: { id: number; text: string }) => disputeStatement(id, text), {
    onSuccess: (next) => {
      toast.success('异议已提交');
      setDisputing(false);
      decided(next);
    },
  });
  if (!s) return null;
  const open = s.status === 1 || s.status === 3;
  return (
    <Modal
      open
      width={860}
      title={`对账单 ${s.statementNo}`}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={() => void downloadStatement(s.id, 'pdf', `对账单-${s.statementNo}.pdf`)}>
            下载 PDF
          </Button>
          <Button onClick={() => void downloadStatement(s.id, 'xlsx', `对账单-${s.statementNo}.xlsx`)}>
            导出 Excel
          </Button>
          {finance && s.status === 1 && (
            <Button danger onClick={() => setDisputing(true)}>
              提出异议
            </Button>
          )}
          {finance && open && (
            <Button type="primary" loading={confirm.isPending} onClick={() => void confirm.run(s.id)}>
              确认对账单
            </Button>
          )}
        </Space>
      }
    >
      <div className="mall-credit-statement" data-testid="statement-detail">
        <Descriptions size="small" column={3} bordered>
          <Descriptions.Item label="对账期间">{`${s.periodFrom} 至 ${s.periodTo}`}</Descriptions.Item>
          <Descriptions.Item label="还款截止日">{s.dueDate}</Descriptions.Item>
          <Descriptions.Item label="状态">
            <StatementTag s={s} />
          </Descriptions.Item>
          {STATEMENT_AMOUNTS.map(([key, label]) => (
            <Descriptions.Item key={key} label={label}>
              <Money value={s[key]} />
            </Descriptions.Item>
          ))}
          <Descriptions.Item label="待还">
            <strong className="mall-credit-due">
              <Money value={s.outstanding} />
            </strong>
          </Descriptions.Item>
          <Descriptions.Item label="账期">{`出账后 ${s.termDays} 天`}</Descriptions.Item>
        </Descriptions>
        {s.replaces && (
          <Alert
            className="mall-credit-note"
            type="info"
            showIcon
            title={`重开自 ${s.replaces}：${s.reissueNote}`}
          />
        )}
        {s.disputeComment && (
          <Alert
            className="mall-credit-note"
            type="warning"
            showIcon
            title={`我方异议：${s.disputeComment}`}
          />
        )}
        {s.reply && (
          <Alert className="mall-credit-note" type="success" showIcon title={`平台回复：${s.reply}`} />
        )}
        <Table
          className="mall-credit-lines"
          size="small"
          rowKey={(_, i) => String(i)}
          pagination={false}
          dataSource={s.lines}
          locale={{ emptyText: '本期没有账期交易' }}
          columns={[
            { title: '日期', dataIndex: 'date', width: 110 },
            { title: '类型', dataIndex: 'kindLabel', width: 90 },
            { title: '订单号 / 说明', render: (_, l) => l.orderNo ?? l.note },
            { title: '采购单号', dataIndex: 'poNumber', width: 120 },
            { title: '下单人', dataIndex: 'buyerName', width: 100 },
            { title: '金额（元）', dataIndex: 'amount', align: 'right', width: 120 },
          ]}
        />
      </div>
      <Modal
        open={disputing}
        title="对账单异议"
        okText="提交异议"
        confirmLoading={dispute.isPending}
        onCancel={() => setDisputing(false)}
        onOk={() => void dispute.run({ id: s.id, text: comment })}
      >
        <Input.TextArea
          rows={4}
          maxLength={300}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          placeholder="请说明有异议的订单或金额"
          aria-label="异议说明"
        />
      </Modal>
    </Modal>
  );
}

/** A credit list's first page (statements, repayments) as a table that says `empty` when there is none. */
function CreditList<T extends { id: number }>({
  query,
  empty,
  columns,
}: {
  query: { isLoading: boolean; data?: { list: T[] } };
  empty: string;
  columns: ColumnsType<T>;
}) {
  return (
    <Table<T>
      rowKey="id"
      size="middle"
      loading={query.isLoading}
      dataSource={query.data?.list ?? []}
      pagination={false}
      locale={{ emptyText: empty }}
      columns={columns}
    />
  );
}

const REPAYMENT_COLUMNS: ColumnsType<CreditRepayment> = [
  { title: '还款单号', dataIndex: 'repaymentNo' },
  { title: '到账日期', dataIndex: 'paidOn' },
  { title: '金额（元）', dataIndex: 'amount', align: 'right' },
  { title: '银行流水号', dataIndex: 'bankRef' },
  {
    title: '核销对账单',
    render: (_, r) => r.allocations.map((a) => `${a.statementNo} ¥${a.amount}`).join('；'),
  },
];

/** /company/credit (管理员, 财务): credit used and available, statements, repayments. */
export function CreditPage({ company }: { company: MyCompany }) {
  const credit = useCompanyCredit();
  const statements = useStatements();
  const repayments = useRepayments();
  const [openId, setOpenId] = useState<number | null>(null);
  const finance = hasRole(company, '财务');
  const statementColumns: ColumnsType<CreditStatement> = [
    { title: '对账单号', dataIndex: 'statementNo' },
    { title: '对账期间', render: (_, s) => `${s.periodFrom} 至 ${s.periodTo}` },
    { title: '本期应还', dataIndex: 'amountDue', align: 'right' },
    { title: '待还', dataIndex: 'outstanding', align: 'right' },
    { title: '还款截止日', dataIndex: 'dueDate' },
    { title: '状态', render: (_, s) => <StatementTag s={s} /> },
    {
      title: '操作',
      render: (_, s) => (
        <Button type="link" onClick={() => setOpenId(s.id)}>
          查看
        </Button>
      ),
    },
  ];
  if (credit.isLoading) return null;
  const acc = credit.data;
  if (!acc)
    return (
      <Card title="账期与对账">
        <Empty description="贵公司尚未开通账期支付，如需开通请联系平台客服" />
      </Card>
    );
  return (
    <div className="mall-credit">
      <Card title="账期与对账">
        <div className="mall-credit-figures">
          <Statistic title="授信额度（元）" value={acc.limit} />
          <Statistic title="已用额度（元）" value={acc.used} />
          <Statistic title="可用额度（元）" value={acc.available} valueStyle={{ color: '#1677ff' }} />
          <Statistic
            title="逾期待还（元）"
            value={acc.overdueAmount}
            valueStyle={{ color: acc.overdueAmount !== '0.00' ? '#cf1322' : undefined }}
          />
        </div>
        <div className="mall-credit-terms">
          {`账期：出账后 ${acc.termDays} 天还款 · 每月 ${acc.statementDay} 日出具对账单 · 状态：${acc.statusLabel}`}
        </div>
        {acc.blockedReason && <Alert type="error" showIcon title={acc.blockedReason} role="alert" />}
      </Card>
      <Card className="mall-credit-tabs">
        <Tabs
          items={[
            {
              key: 'statements',
              label: '对账单',
              children: <CreditList query={statements} empty="暂无对账单" columns={statementColumns} />,
            },
            {
              key: 'repayments',
              label: '还款记录',
              children: <CreditList query={repayments} empty="暂无还款记录" columns={REPAYMENT_COLUMNS} />,
            },
          ]}
        />
      </Card>
      {openId !== null && <StatementDetail id={openId} finance={finance} onClose={() => setOpenId(null)} />}
    </div>
  );
}
