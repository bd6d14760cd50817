import { numberOf, urlPagination, useUrlState } from '@mall/client-kit';
import { useState } from 'react';
import { Alert, Button, Empty, Input, Space, Table, Tabs } from 'antd';
import { Link } from 'react-router';
import {
  REQUEST_STATUS,
  REQUEST_STATUS_LABEL,
  type PurchaseRequestSummary,
  type RequestListBody,
  type RequestStatus,
} from '@mall/shared';
import { paths } from '@/config/paths';
import { companyCopy } from '@/locales/zh-CN-company';
import { useRequests } from '../api/get-requests';
import { dateTime } from '../lib/format';
import { Money } from './money';
import { DecisionModal, type Decision } from './decision-modal';
import { RequestStatusTag } from './request-status-tag';
import '../company.css';

const c = companyCopy.company.requests;
const common = companyCopy.company.common;
const STATUSES = Object.values(REQUEST_STATUS) as RequestStatus[];
const PENDING: number = REQUEST_STATUS.PENDING;

/**
 * 我的申请 (mode mine) and 待我审批 (mode todo): a status filter, a keyword and the page in the URL; 待我审批
 * lets the approver tick several waiting requests and decide them at once.
 */
export function RequestList({ mode }: { mode: 'mine' | 'todo' }) {
  const todo = mode === 'todo';
  const url = useUrlState(['status', 'keyword']);
  const status = numberOf(url.values.status);
  const body: RequestListBody = {
    status: !todo && status && STATUSES.includes(status as RequestStatus) ? status : undefined,
    keyword: url.values.keyword,
    pageNum: url.page,
    pageSize: Math.min(url.size, 50),
  };
  const query = useRequests(mode, body);
  const [keyword, setKeyword] = useState(url.values.keyword ?? '');
  const [selected, setSelected] = useState<string[]>([]);
  const [decision, setDecision] = useState<{ kind: Decision; requestNos: string[] } | null>(null);
  const rows = query.data?.list ?? [];
  const detailHref = (requestNo: string) =>
    paths.companyRequestDetail.getHref(requestNo, todo ? 'todo' : undefined);

  return (
    <section className="mall-centre-panel" aria-labelledby={`company-${mode}-title`}>
      <h2 id={`company-${mode}-title`}>{todo ? c.todoTitle : c.mineTitle}</h2>
      <Alert type="info" showIcon className="mall-company-alert" title={todo ? c.todoIntro : c.mineIntro} />
      {/* 待我审批 lists only what waits for me (the server ignores a status there). */}
      {!todo && (
        <Tabs
          activeKey={body.status ? String(body.status) : 'all'}
          onChange={(key) => url.set({ status: key === 'all' ? undefined : key })}
          items={[
            { key: 'all', label: common.all },
            ...STATUSES.map((s) => ({ key: String(s), label: REQUEST_STATUS_LABEL[s] })),
          ]}
        />
      )}
      <div className="mall-centre-toolbar">
        <Input.Search
          allowClear
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(value) => url.set({ keyword: value.trim() || undefined })}
          placeholder={c.keyword}
          aria-label={c.keyword}
          enterButton={common.search}
          style={{ width: 320 }}
        />
        {todo && (
          <>
            <span className="spacer" />
            <span className="muted">{selected.length ? c.selected(selected.length) : c.selectHint}</span>
            <Space>
              <Button
                type="primary"
                disabled={!selected.length}
                onClick={() => setDecision({ kind: 'approve', requestNos: selected })}
              >
                {c.batchApprove}
              </Button>
              <Button
                danger
                disabled={!selected.length}
                onClick={() => setDecision({ kind: 'reject', requestNos: selected })}
              >
                {c.batchReject}
              </Button>
            </Space>
          </>
        )}
      </div>
      <Table<PurchaseRequestSummary>
        rowKey="requestNo"
        size="middle"
        loading={query.isFetching && !query.data}
        dataSource={rows}
        locale={{ emptyText: <Empty description={todo ? c.emptyTodo : c.empty} /> }}
        pagination={urlPagination(url.page, url.size, query.data?.total, url.set, common.total)}
        rowSelection={
          todo
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(String)),
                getCheckboxProps: (row) => ({ disabled: row.status !== PENDING, name: row.requestNo }),
              }
            : undefined
        }
        columns={[
          {
            title: c.colRequestNo,
            dataIndex: 'requestNo',
            width: 150,
            render: (no: string, row) => (
              <div>
                <Link to={detailHref(no)}>{no}</Link>
                <div className="muted">{dateTime(row.createdAt)}</div>
              </div>
            ),
          },
          {
            title: c.colGoods,
            render: (_, row) => (
              <div>
                <span className="mall-ellipsis-2" title={row.firstTitle}>
                  {c.moreLines(row.firstTitle, row.lineCount)}
                </span>
                {row.poNumber && (
                  <div className="muted">
                    {c.colPoNumber}：{row.poNumber}
                  </div>
                )}
              </div>
            ),
          },
          ...(todo
            ? [
                {
                  title: c.colRequester,
                  width: 80,
                  render: (_: unknown, row: PurchaseRequestSummary) => (
                    <div>
                      <div>{row.requesterName}</div>
                      {row.departmentName && <div className="muted">{row.departmentName}</div>}
                    </div>
                  ),
                },
              ]
            : []),
          {
            title: c.colAmount,
            dataIndex: 'amount',
            width: 100,
            align: 'right' as const,
            render: (amount: string) => <Money value={amount} />,
          },
          {
            title: c.colProgress,
            width: 120,
            render: (_, row) => (
              <div>
                <div>{row.ruleName}</div>
                <div className="muted">
                  {row.status === PENDING
                    ? c.progress(row.currentLevel, row.levelCount)
                    : c.progressDone(row.levelCount)}
                </div>
              </div>
            ),
          },
          {
            title: c.colStatus,
            dataIndex: 'status',
            width: 130,
            render: (_, row) => (
              <div>
                <RequestStatusTag status={row.status} label={row.statusLabel} />
                {row.orderNo && (
                  <div>
                    <Link to={paths.orderDetail.getHref(row.orderNo)} className="mall-company-order-link">
                      {row.orderNo}
                    </Link>
                  </div>
                )}
              </div>
            ),
          },
          {
            title: common.actions,
            width: todo ? 110 : 56,
            render: (_, row) => (
              <Space size={0} className="mall-company-row-actions">
                <Link to={detailHref(row.requestNo)} className="mall-company-view">
                  {c.view}
                </Link>
                {todo && row.status === PENDING && (
                  <>
                    <Button
                      type="link"
                      size="small"
                      onClick={() => setDecision({ kind: 'approve', requestNos: [row.requestNo] })}
                    >
                      {c.approve}
                    </Button>
                    <Button
                      type="link"
                      size="small"
                      danger
                      onClick={() => setDecision({ kind: 'reject', requestNos: [row.requestNo] })}
                    >
                      {c.reject}
                    </Button>
                  </>
                )}
              </Space>
            ),
          },
        ]}
      />
      <DecisionModal
        decision={decision?.kind ?? null}
        requestNos={decision?.requestNos ?? []}
        onClose={() => setDecision(null)}
        onDone={() => setSelected([])}
      />
    </section>
  );
}
