import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  DatePicker,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Statistic,
  Table,
  Tabs,
  Tag,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormModal } from '@mall/client-kit';
import type {
  CreditAccount,
  CreditCandidate,
  CreditDashboard,
  CreditRepayment,
  CreditStatement,
  CreditStatementDetail,
} from '@mall/shared';
import { downloadFile } from '@/lib/files';
import { http } from '@/lib/request';
import { toast } from '@/lib/toast';

type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };
const KEY = ['credit'] as const;
const STATUS_COLOR: Record<number, string> = { 1: 'gold', 2: 'green', 3: 'red', 4: 'default' };

const useSummary = () =>
  useQuery({
    queryKey: [...KEY, 'summary'],
    queryFn: () => http.get<CreditDashboard>('/api/admin/credit/summary'),
  });

function Summary() {
  const { data } = useSummary();
  if (!data) return null;
  return (
    <div className="console-credit-summary">
      <Statistic title="授信企业" value={data.accounts} />
      <Statistic title="授信总额（元）" value={data.limitTotal} />
      <Statistic title="已用额度（元）" value={data.usedTotal} />
      <Statistic title="待确认对账单" value={data.pendingStatements} />
      <Statistic title="有异议" value={data.disputedStatements} />
      <Statistic
        title="逾期对账单"
        value={data.overdueStatements}
        styles={{ content: { color: data.overdueStatements ? '#cf1322' : undefined } }}
      />
      <Statistic title="逾期金额（元）" value={data.overdueAmount} />
    </div>
  );
}

type GrantValues = { companyId: number; limit: number; termDays: number; statementDay: number };

function GrantModal({ account, onClose }: { account: CreditAccount | 'new' | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const candidates = useQuery({
    queryKey: [...KEY, 'candidates', keyword],
    queryFn: () => http.post<CreditCandidate[]>('/api/admin/credit/companies', { keyword }),
    enabled: account === 'new',
  });
  const editing = account && account !== 'new' ? account : null;
  return (
    <FormModal<GrantValues>
      open={account !== null}
      title={editing ? `调整授信：${editing.companyName}` : '开通授信'}
      okText="保存"
      initialValues={
        editing
          ? {
              companyId: editing.companyId,
              limit: Number(editing.limit),
              termDays: editing.termDays,
              statementDay: editing.statementDay,
            }
          : { termDays: 30, statementDay: 1 }
      }
      onSubmit={async (v) => {
        await http.post('/api/admin/credit/accounts/save', {
          companyId: v.companyId,
          limit: String(v.limit),
          termDays: v.termDays,
          statementDay: v.statementDay,
        });
        toast.success('授信已保存');
        void queryClient.invalidateQueries({ queryKey: KEY });
      }}
      onClose={onClose}
    >
      <Form.Item name="companyId" label="企业" rules={[{ required: true, message: '请选择企业' }]}>
        <Select
          showSearch={{ filterOption: false, onSearch: setKeyword }}
          disabled={!!editing}
          placeholder="输入企业名称搜索已认证企业"
          options={
            editing
              ? [{ value: editing.companyId, label: editing.companyName }]
              : (candidates.data ?? []).map((c) => ({
                  value: c.id,
                  label: c.hasCredit ? `${c.name}（已开通）` : c.name,
                }))
          }
        />
      </Form.Item>
      <Form.Item name="limit" label="授信额度（元）" rules={[{ required: true, message: '请填写授信额度' }]}>
        <InputNumber min={1} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="termDays"
        label="账期（出账后天数）"
        rules={[{ required: true, message: '请填写账期' }]}
      >
        <InputNumber min={0} max={180} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="statementDay" label="每月出账日" rules={[{ required: true, message: '请选择出账日' }]}>
        <InputNumber min={1} max={28} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}

function Accounts({ onProduced }: { onProduced: (id: number) => void }) {
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<CreditAccount | 'new' | null>(null);
  const [repayFor, setRepayFor] = useState<CreditAccount | null>(null);
  const list = useQuery({
    queryKey: [...KEY, 'accounts', keyword],
    queryFn: () =>
      http.post<Page<CreditAccount>>('/api/admin/credit/accounts/list', { keyword, pageSize: 50 }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Input.Search placeholder="企业名称" allowClear onSearch={setKeyword} style={{ width: 260 }} />
        <Button type="primary" onClick={() => setEditing('new')}>
          开通授信
        </Button>
      </Space>
      <Table
        rowKey="companyId"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        pagination={false}
        columns={[
          { title: '企业', dataIndex: 'companyName' },
          { title: '授信额度', dataIndex: 'limit', align: 'right' },
          { title: '已用', dataIndex: 'used', align: 'right' },
          { title: '可用', dataIndex: 'available', align: 'right' },
          { title: '账期', render: (_, a) => `${a.termDays} 天 · 每月 ${a.statementDay} 日出账` },
          {
            title: '逾期待还',
            align: 'right',
            render: (_, a) => (a.overdueAmount === '0.00' ? '—' : <Tag color="red">{a.overdueAmount}</Tag>),
          },
          {
            title: '状态',
            render: (_, a) => <Tag color={a.status === 1 ? 'green' : 'default'}>{a.statusLabel}</Tag>,
          },
          {
            title: '操作',
            render: (_, a) => (
              <Space size={0} wrap>
                <Button type="link" onClick={() => setEditing(a)}>
                  调整
                </Button>
                <Button
                  type="link"
                  onClick={async () => {
                    await http.post('/api/admin/credit/accounts/status', {
                      companyId: a.companyId,
                      enabled: a.status !== 1,
                    });
                    refresh();
                  }}
                >
                  {a.status === 1 ? '暂停' : '恢复'}
                </Button>
                <Button
                  type="link"
                  onClick={async () => {
                    const s = await http.post<CreditStatementDetail>('/api/admin/credit/statements/produce', {
                      companyId: a.companyId,
                    });
                    toast.success(`对账单 ${s.statementNo} 已生成`);
                    refresh();
                    onProduced(s.id);
                  }}
                >
                  出账
                </Button>
                <Button type="link" onClick={() => setRepayFor(a)}>
                  登记还款
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <GrantModal account={editing} onClose={() => setEditing(null)} />
      {repayFor && <RepayModal account={repayFor} onClose={() => setRepayFor(null)} />}
    </>
  );
}

type RepayValues = { amount: number; bankRef: string; paidOn: Dayjs; statementIds: number[]; note?: string };

function RepayModal({ account, onClose }: { account: CreditAccount; onClose: () => void }) {
  const queryClient = useQueryClient();
  const open = useQuery({
    queryKey: [...KEY, 'open', account.companyId],
    queryFn: () =>
      http.post<Page<CreditStatement>>('/api/admin/credit/statements/list', {
        companyId: account.companyId,
        pageSize: 50,
      }),
  });
  const owing = (open.data?.list ?? []).filter((s) => s.status !== 4 && s.outstanding !== '0.00');
  return (
    <FormModal<RepayValues>
      open
      title={`登记还款：${account.companyName}`}
      okText="登记"
      initialValues={{ paidOn: dayjs(), statementIds: [] }}
      onSubmit={async (v) => {
        await http.post('/api/admin/credit/repayments/record', {
          companyId: account.companyId,
          amount: String(v.amount),
          bankRef: v.bankRef.trim(),
          paidOn: v.paidOn.format('YYYY-MM-DD'),
          statementIds: v.statementIds,
          note: v.note?.trim() ?? '',
        });
        toast.success('还款已登记');
        void queryClient.invalidateQueries({ queryKey: KEY });
      }}
      onClose={onClose}
    >
      <Form.Item
        name="statementIds"
        label="核销对账单"
        rules={[{ required: true, message: '请选择要还款的对账单' }]}
      >
        <Select
          mode="multiple"
          placeholder="按到期日先后核销"
          options={owing.map((s) => ({
            value: s.id,
            label: `${s.statementNo}（待还 ¥${s.outstanding}，${s.dueDate} 到期）`,
          }))}
        />
      </Form.Item>
      <Form.Item name="amount" label="到账金额（元）" rules={[{ required: true, message: '请填写还款金额' }]}>
        <InputNumber min={0.01} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="bankRef" label="银行流水号" rules={[{ required: true, message: '请填写银行流水号' }]}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="paidOn" label="到账日期" rules={[{ required: true, message: '请选择到账日期' }]}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="note" label="备注">
        <Input maxLength={200} />
      </Form.Item>
    </FormModal>
  );
}

function StatementModal({ id, onClose }: { id: number; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [reply, setReply] = useState('');
  const [note, setNote] = useState('');
  const { data: s } = useQuery({
    queryKey: [...KEY, 'statement', id],
    queryFn: () => http.get<CreditStatementDetail>(`/api/admin/credit/statements/detail?id=${id}`),
  });
  if (!s) return null;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });
  return (
    <Modal
      open
      width={880}
      title={`对账单 ${s.statementNo} · ${s.companyName}`}
      onCancel={onClose}
      footer={
        <Space>
          <Button
            onClick={() =>
              void downloadFile('GET', `/api/admin/credit/statements/pdf?id=${s.id}`, 'statement.pdf')
            }
          >
            下载 PDF
          </Button>
          <Button
            onClick={() =>
              void downloadFile('GET', `/api/admin/credit/statements/xlsx?id=${s.id}`, 'statement.xlsx')
            }
          >
            导出 Excel
          </Button>
        </Space>
      }
    >
      <Descriptions size="small" column={3} bordered>
        <Descriptions.Item label="对账期间">{`${s.periodFrom} 至 ${s.periodTo}`}</Descriptions.Item>
        <Descriptions.Item label="还款截止日">{s.dueDate}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <Tag color={STATUS_COLOR[s.status]}>{s.statusLabel}</Tag>
          {s.overdue && <Tag color="red">已逾期</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label="期初余额">{s.openingBalance}</Descriptions.Item>
        <Descriptions.Item label="本期订单">{s.ordersAmount}</Descriptions.Item>
        <Descriptions.Item label="本期退款">{s.refundsAmount}</Descriptions.Item>
        <Descriptions.Item label="本期还款">{s.repaymentsAmount}</Descriptions.Item>
        <Descriptions.Item label="期末余额">{s.closingBalance}</Descriptions.Item>
        <Descriptions.Item label="待还">{s.outstanding}</Descriptions.Item>
      </Descriptions>
      {s.disputeComment && (
        <Alert style={{ marginTop: 12 }} type="warning" showIcon title={`客户异议：${s.disputeComment}`} />
      )}
      {s.reply && <Alert style={{ marginTop: 12 }} type="success" showIcon title={`已回复：${s.reply}`} />}
      <Table
        style={{ marginTop: 12 }}
        size="small"
        rowKey={(_, i) => String(i)}
        pagination={false}
        dataSource={s.lines}
        columns={[
          { title: '日期', dataIndex: 'date', width: 110 },
          { title: '类型', dataIndex: 'kindLabel', width: 90 },
          { title: '订单号 / 说明', render: (_, l) => l.orderNo ?? l.note },
          { title: '下单人', dataIndex: 'buyerName', width: 100 },
          { title: '金额', dataIndex: 'amount', align: 'right', width: 110 },
        ]}
      />
      {s.status !== 4 && (
        <Space direction="vertical" style={{ width: '100%', marginTop: 12 }}>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              placeholder="回复客户异议"
              value={reply}
              maxLength={300}
              onChange={(e) => setReply(e.target.value)}
            />
            <Button
              disabled={!reply.trim()}
              onClick={async () => {
                await http.post('/api/admin/credit/statements/reply', { id: s.id, reply: reply.trim() });
                toast.success('已回复');
                setReply('');
                refresh();
              }}
            >
              回复
            </Button>
          </Space.Compact>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              placeholder="重开原因（作废本单并按同一期间重新出具）"
              value={note}
              maxLength={200}
              onChange={(e) => setNote(e.target.value)}
            />
            <Button
              danger
              disabled={!note.trim()}
              onClick={async () => {
                await http.post('/api/admin/credit/statements/reissue', { id: s.id, note: note.trim() });
                toast.success('对账单已重开');
                refresh();
                onClose();
              }}
            >
              重开
            </Button>
          </Space.Compact>
        </Space>
      )}
    </Modal>
  );
}

function Statements({
  openId,
  setOpenId,
}: {
  openId: number | null;
  setOpenId: (id: number | null) => void;
}) {
  const [overdue, setOverdue] = useState(false);
  const list = useQuery({
    queryKey: [...KEY, 'statements', overdue],
    queryFn: () =>
      http.post<Page<CreditStatement>>('/api/admin/credit/statements/list', { overdue, pageSize: 50 }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <Checkbox style={{ marginBottom: 12 }} checked={overdue} onChange={(e) => setOverdue(e.target.checked)}>
        只看逾期
      </Checkbox>
      <Table
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        pagination={false}
        columns={[
          { title: '对账单号', dataIndex: 'statementNo' },
          { title: '企业', dataIndex: 'companyName' },
          { title: '期间', render: (_, s) => `${s.periodFrom} 至 ${s.periodTo}` },
          { title: '应还', dataIndex: 'amountDue', align: 'right' },
          { title: '待还', dataIndex: 'outstanding', align: 'right' },
          { title: '到期日', dataIndex: 'dueDate' },
          {
            title: '状态',
            render: (_, s) => (
              <>
                <Tag color={STATUS_COLOR[s.status]}>{s.statusLabel}</Tag>
                {s.overdue && <Tag color="red">已逾期</Tag>}
              </>
            ),
          },
          {
            title: '操作',
            render: (_, s) => (
              <Button type="link" onClick={() => setOpenId(s.id)}>
                查看
              </Button>
            ),
          },
        ]}
      />
      {openId !== null && <StatementModal id={openId} onClose={() => setOpenId(null)} />}
    </>
  );
}

function Repayments() {
  const list = useQuery({
    queryKey: [...KEY, 'repayments'],
    queryFn: () => http.post<Page<CreditRepayment>>('/api/admin/credit/repayments/list', { pageSize: 50 }),
  });
  return (
    <Table
      rowKey="id"
      size="middle"
      loading={list.isLoading}
      dataSource={list.data?.list ?? []}
      pagination={false}
      columns={[
        { title: '还款单号', dataIndex: 'repaymentNo' },
        { title: '企业', dataIndex: 'companyName' },
        { title: '金额', dataIndex: 'amount', align: 'right' },
        { title: '银行流水号', dataIndex: 'bankRef' },
        { title: '到账日期', dataIndex: 'paidOn' },
        {
          title: '核销',
          render: (_, r) => r.allocations.map((a) => `${a.statementNo} ¥${a.amount}`).join('；'),
        },
      ]}
    />
  );
}

/** 账期管理 (财务): credit accounts, statements (produce, view, reply, reissue; overdue list), repayments. */
export function CreditConsole() {
  const [tab, setTab] = useState('accounts');
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <>
      <Summary />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'accounts',
            label: '授信企业',
            children: (
              <Accounts
                onProduced={(id) => {
                  setTab('statements');
                  setOpenId(id);
                }}
              />
            ),
          },
          {
            key: 'statements',
            label: '对账单',
            children: <Statements openId={openId} setOpenId={setOpenId} />,
          },
          { key: 'repayments', label: '还款记录', children: <Repayments /> },
        ]}
      />
    </>
  );
}
