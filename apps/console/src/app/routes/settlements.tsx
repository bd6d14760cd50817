import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  Alert,
  Button,
  DatePicker,
  Descriptions,
  Drawer,
  Input,
  Modal,
  Select,
  Space,
  Table,
  Tag,
} from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { Settlement, SettlementLine } from '@mall/shared';
import { Money } from '@/components/money';
import { PageCard } from '@/components/page-card';
import { SmallTable } from '@/components/unpaged-tables';
import { isPortal } from '@/config/surface';
import {
  confirmSettlement,
  exportSettlement,
  generateSettlements,
  paySettlement,
  settleKeys,
  useSettlement,
  useSettlements,
} from '@/features/settlement/api';
import dayjs, { type Dayjs } from 'dayjs';
import { formatTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';

const s = t.settle;
const STATUS_COLOR: Record<number, string> = { 1: 'orange', 2: 'blue', 3: 'green' };

/** One statement: the figures, every order line with its commission, 确认 (portal) or 标记已付款 (console). */
function StatementDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useSettlement(id);
  const d = detail.data;
  const client = useQueryClient();
  const [paying, setPaying] = useState(false);
  const [payRef, setPayRef] = useState('');
  const refresh = () => void client.invalidateQueries({ queryKey: settleKeys.all });
  const confirm = () =>
    Modal.confirm({
      title: s.confirm,
      content: s.confirmAsk,
      onOk: () =>
        confirmSettlement(id).then(() => {
          toast.success(s.confirmed);
          refresh();
        }),
    });
  return (
    <Drawer
      open
      width={1120}
      title={d ? `${s.statementNo} ${d.statementNo}` : s.detail}
      onClose={onClose}
      extra={
        d && (
          <Space>
            <Button onClick={() => void exportSettlement(d)}>{s.export}</Button>
            {isPortal && d.status === 1 && (
              <Button type="primary" onClick={confirm}>
                {s.confirm}
              </Button>
            )}
            {!isPortal && d.status === 2 && (
              <Button type="primary" onClick={() => setPaying(true)}>
                {s.pay}
              </Button>
            )}
          </Space>
        )
      }
    >
      {d && (
        <>
          <Descriptions size="small" column={3} bordered data-testid="settlement-summary">
            <Descriptions.Item label={s.shop}>{d.merchantName}</Descriptions.Item>
            <Descriptions.Item label={s.period}>{d.period}</Descriptions.Item>
            <Descriptions.Item label={s.status}>
              <Tag color={STATUS_COLOR[d.status]}>{d.statusLabel}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={s.completed}>
              <Money fen={d.completedFen} />
            </Descriptions.Item>
            <Descriptions.Item label={s.refund}>
              <Money fen={d.refundFen} />
            </Descriptions.Item>
            <Descriptions.Item label={s.commission}>
              <Money fen={d.commissionFen} />
            </Descriptions.Item>
            <Descriptions.Item label={s.payable}>
              <b data-testid="settlement-payable">
                <Money fen={d.payableFen} />
              </b>
            </Descriptions.Item>
            <Descriptions.Item label={s.orderCount}>{d.orderCount}</Descriptions.Item>
            <Descriptions.Item label={s.generatedAt}>{formatTime(d.generatedAt)}</Descriptions.Item>
            {d.confirmedAt && (
              <Descriptions.Item label={s.confirmedAt}>
                {formatTime(d.confirmedAt)} {d.confirmedBy}
              </Descriptions.Item>
            )}
            {d.paidAt && (
              <Descriptions.Item label={s.paidAt}>
                {formatTime(d.paidAt)} {d.payRef}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Alert style={{ margin: '12px 0' }} type="info" showIcon message={s.rule} />
          <SmallTable<SettlementLine>
            rowKey={(l) => `${l.kind}-${l.orderNo}-${l.title}-${l.amountFen}-${l.refundFen}`}
            dataSource={d.lines}
            columns={[
              {
                title: s.orderNo,
                dataIndex: 'orderNo',
                width: 210,
                render: (v: string, l) =>
                  l.kind === 2 ? (
                    <div>
                      {v} <Tag color="red">{s.adjustment}</Tag>
                      <div>
                        <small>{s.adjusts(l.adjustsStatementNo)}</small>
                      </div>
                    </div>
                  ) : (
                    v
                  ),
              },
              { title: s.completedAtCol, dataIndex: 'completedAt', render: (v: string) => formatTime(v) },
              { title: s.product, dataIndex: 'title', width: 300 },
              { title: s.category, dataIndex: 'categoryTitle' },
              { title: s.rate, dataIndex: 'rateBp', render: (v: number) => `${(v / 100).toFixed(2)}%` },
              { title: s.amount, dataIndex: 'amountFen', render: (v: number) => <Money fen={v} /> },
              { title: s.refund, dataIndex: 'refundFen', render: (v: number) => <Money fen={v} /> },
              { title: s.commission, dataIndex: 'commissionFen', render: (v: number) => <Money fen={v} /> },
              { title: s.payable, dataIndex: 'payableFen', render: (v: number) => <Money fen={v} /> },
            ]}
          />
        </>
      )}
      <Modal
        open={paying}
        title={s.pay}
        onCancel={() => setPaying(false)}
        okButtonProps={{ disabled: !payRef.trim() }}
        onOk={() =>
          paySettlement(id, payRef.trim()).then(() => {
            toast.success(s.paid);
            setPaying(false);
            refresh();
          })
        }
      >
        <Input
          aria-label={s.payRef}
          placeholder={s.payRef}
          value={payRef}
          onChange={(e) => setPayRef(e.target.value)}
        />
      </Modal>
    </Drawer>
  );
}

/**
 * 结算对账 (portal) and 商家结算 (console): one screen for both surfaces. The portal lists the shop's own
 * statements and confirms them; the console lists every shop's, generates a month's and marks them paid.
 */
export default function SettlementsRoute() {
  const [search, setSearch] = useSearchParams();
  const [period, setPeriod] = useState<Dayjs | null>(null);
  const [status, setStatus] = useState(0);
  const [pageNum, setPageNum] = useState(1);
  const [month, setMonth] = useState<Dayjs>(dayjs().subtract(1, 'month'));
  const client = useQueryClient();
  const list = useSettlements({ period: period?.format('YYYY-MM'), status, pageNum, pageSize: 10 });
  const open = Number(search.get('id') ?? 0);
  const show = (id: number) => setSearch(id ? { id: String(id) } : {});
  const generate = () =>
    void generateSettlements(month.format('YYYY-MM')).then((r) => {
      toast.success(s.generated(r.generated));
      void client.invalidateQueries({ queryKey: settleKeys.all });
    });
  return (
    <PageCard
      title={isPortal ? s.menu : s.consoleMenu}
      extra={
        !isPortal && (
          <Space>
            <DatePicker
              picker="month"
              aria-label={s.period}
              allowClear={false}
              value={month}
              onChange={(v) => v && setMonth(v)}
            />
            <Button type="primary" onClick={generate}>
              {s.generate}
            </Button>
          </Space>
        )
      }
    >
      <Space style={{ marginBottom: 12 }}>
        <DatePicker picker="month" placeholder={s.period} value={period} onChange={setPeriod} />
        <Select
          style={{ width: 140 }}
          value={status}
          onChange={setStatus}
          options={[0, 1, 2, 3].map((v) => ({ value: v, label: v ? s.statusLabels[v] : s.allStatus }))}
        />
      </Space>
      <Table<Settlement>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: s.empty }}
        pagination={{ current: pageNum, pageSize: 10, total: list.data?.total ?? 0, onChange: setPageNum }}
        columns={[
          { title: s.statementNo, dataIndex: 'statementNo' },
          ...(isPortal ? [] : [{ title: s.shop, dataIndex: 'merchantName' }]),
          { title: s.period, dataIndex: 'period' },
          { title: s.orderCount, dataIndex: 'orderCount' },
          { title: s.completed, dataIndex: 'completedFen', render: (v: number) => <Money fen={v} /> },
          { title: s.refund, dataIndex: 'refundFen', render: (v: number) => <Money fen={v} /> },
          { title: s.commission, dataIndex: 'commissionFen', render: (v: number) => <Money fen={v} /> },
          { title: s.payable, dataIndex: 'payableFen', render: (v: number) => <Money fen={v} /> },
          {
            title: s.status,
            dataIndex: 'status',
            render: (v: number, r) => <Tag color={STATUS_COLOR[v]}>{r.statusLabel}</Tag>,
          },
          {
            title: t.common.actions,
            render: (_, r) => (
              <Button type="link" size="small" onClick={() => show(r.id)}>
                {s.detail}
              </Button>
            ),
          },
        ]}
      />
      {open > 0 && <StatementDrawer id={open} onClose={() => show(0)} />}
    </PageCard>
  );
}
