import { useAction } from '@mall/client-kit';
import { useState } from 'react';
import { Alert, Button, Empty, Popconfirm, Result, Space, Spin, Steps, Timeline } from 'antd';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { REQUEST_STATUS, type PurchaseRequest } from '@mall/shared';
import { paths } from '@/config/paths';
import { RequestError } from '@/lib/request';
import { toast } from '@/lib/toast';
import { companyCopy } from '@/locales/zh-CN-company';
import { deliveryCopy } from '@/locales/zh-CN-delivery';
import { companyKeys } from '../api/company-keys';
import { useRequestDetail } from '../api/get-request-detail';
import { withdrawRequest } from '../api/withdraw-request';
import { dateTime } from '../lib/format';
import { DecisionModal, type Decision } from './decision-modal';
import { Money } from './money';
import { RequestLines, requestPlaces } from './request-lines';
import { RequestStatusTag } from './request-status-tag';
import { KeyValue } from '@/components/key-value';
import '../company.css';

const d = companyCopy.company.detail;
const r = companyCopy.company.requests;
const STEP_COLOR: Record<string, string> = {
  提交: 'blue',
  通过: 'green',
  驳回: 'red',
  撤回: 'gray',
  退回: 'orange',
  下单: 'blue',
};

/** The approval levels as steps: decided ones done, the waiting one current (red when it was rejected). */
function LevelSteps({ request }: { request: PurchaseRequest }) {
  const pending = request.status === REQUEST_STATUS.PENDING;
  const rejected = request.status === REQUEST_STATUS.REJECTED;
  return (
    <Steps
      size="small"
      className="mall-request-levels"
      items={request.levels.map((level) => {
        const current = level.level === request.currentLevel && !level.decided;
        const status: 'finish' | 'process' | 'error' | 'wait' = level.decided
          ? 'finish'
          : current && pending
            ? 'process'
            : current && rejected
              ? 'error'
              : 'wait';
        return {
          title: d.levelTitle(level.level),
          status,
          content: (
            <div>
              <div>{level.approvers}</div>
              <div className="muted">
                {level.decided ? d.levelDecided : status === 'process' ? d.levelWaiting : d.levelQueued}
              </div>
            </div>
          ),
        };
      })}
    />
  );
}

/** /company/requests/detail?requestNo=: lines, amount, PO number, address, levels, steps; 通过/驳回, 撤回. */
export function RequestDetail({ requestNo, fromTodo = false }: { requestNo: string; fromTodo?: boolean }) {
  const query = useRequestDetail(requestNo);
  const queryClient = useQueryClient();
  const [decision, setDecision] = useState<Decision | null>(null);
  const withdraw = useAction(() => withdrawRequest(requestNo), {
    onSuccess: (next) => {
      toast.success(r.withdrawn);
      queryClient.setQueryData(companyKeys.detail(requestNo), next);
      void queryClient.invalidateQueries({ queryKey: companyKeys.requests });
    },
  });
  const request = query.data;
  const back = fromTodo ? paths.companyApprovals.getHref() : paths.companyRequests.getHref();

  if (!request) {
    const notFound =
      !requestNo ||
      (query.error instanceof RequestError &&
        (query.error.status === 404 || query.error.status === 403 || query.error.status === 400));
    return (
      <div className="mall-centre-panel">
        {query.isPending && requestNo ? (
          <div className="mall-company-loading">
            <Spin />
          </div>
        ) : (
          <Result
            status={notFound ? '404' : 'warning'}
            title={notFound ? d.notFound : companyCopy.company.common.loadFailed}
            extra={
              <Link to={back}>
                <Button type="primary">{d.back}</Button>
              </Link>
            }
          />
        )}
      </div>
    );
  }

  const { address } = request;
  return (
    <>
      <section className="mall-centre-panel mall-request-head" aria-labelledby="company-request-title">
        <h2 id="company-request-title">
          {d.title}
          <Link to={back} className="extra">
            {d.back}
          </Link>
        </h2>
        <div className="mall-request-top">
          <div className="who">
            <div className="no">
              {d.requestNo}：<strong>{request.requestNo}</strong>
              <RequestStatusTag status={request.status} label={request.statusLabel} />
            </div>
            <div className="amount">
              {d.amount}
              <Money value={request.amount} className="big" />
            </div>
          </div>
          {(request.canApprove || request.canWithdraw) && (
            <Space className="actions">
              {request.canApprove && (
                <>
                  <Button type="primary" onClick={() => setDecision('approve')}>
                    {r.approve}
                  </Button>
                  <Button danger onClick={() => setDecision('reject')}>
                    {r.reject}
                  </Button>
                </>
              )}
              {request.canWithdraw && (
                <Popconfirm
                  title={r.withdrawConfirm}
                  okText={r.withdraw}
                  cancelText={companyCopy.company.common.cancel}
                  onConfirm={() => withdraw.run()}
                >
                  <Button loading={withdraw.isPending}>{r.withdraw}</Button>
                </Popconfirm>
              )}
            </Space>
          )}
        </div>
        {request.reason && (
          <Alert
            className="mall-company-alert"
            showIcon
            type={request.status === REQUEST_STATUS.REJECTED ? 'error' : 'warning'}
            title={request.status === REQUEST_STATUS.RETURNED ? d.returnedHint : d.reason}
            description={request.reason}
          />
        )}
        <div className="mall-request-fields">
          <KeyValue label={d.requester}>{request.requesterName}</KeyValue>
          <KeyValue label={d.department}>
            {request.departmentName || companyCopy.company.common.none}
          </KeyValue>
          <KeyValue label={d.createdAt}>{dateTime(request.createdAt)}</KeyValue>
          <KeyValue label={d.rule}>{request.ruleName}</KeyValue>
          <KeyValue label={d.poNumber}>{request.poNumber || companyCopy.company.common.none}</KeyValue>
          {request.biddingNo && <KeyValue label={d.biddingNo}>{request.biddingNo}</KeyValue>}
          <KeyValue label={d.orderNo}>
            {request.orderNo ? (
              <Link to={paths.orderDetail.getHref(request.orderNo)}>{request.orderNo}</Link>
            ) : (
              companyCopy.company.common.none
            )}
          </KeyValue>
        </div>
      </section>

      <section className="mall-centre-panel" aria-labelledby="company-request-flow">
        <h2 id="company-request-flow">{d.flowSection}</h2>
        <LevelSteps request={request} />
        <h3 className="mall-request-subtitle">{d.stepsSection}</h3>
        {request.steps.length ? (
          <Timeline
            className="mall-request-steps"
            items={request.steps.map((step, i) => ({
              key: `${step.at}-${i}`,
              color: STEP_COLOR[step.action] ?? 'gray',
              content: (
                <div>
                  <div>
                    <strong>{step.action}</strong>
                    <span className="gap" />
                    {step.actorName}
                    {step.level !== null && <span className="muted">（{d.stepLevel(step.level)}）</span>}
                    {step.channel && <span className="muted"> · {step.channel}</span>}
                  </div>
                  {step.comment && <div className="comment">{step.comment}</div>}
                  <div className="muted">{dateTime(step.at)}</div>
                </div>
              ),
            }))}
          />
        ) : (
          <Empty description={d.noSteps} />
        )}
      </section>

      <section className="mall-centre-panel" aria-labelledby="company-request-lines">
        <h2 id="company-request-lines">{d.linesSection}</h2>
        <RequestLines request={request} />
      </section>

      <section className="mall-centre-panel" aria-labelledby="company-request-delivery">
        <h2 id="company-request-delivery">{d.deliverySection}</h2>
        <div className="mall-request-fields">
          <KeyValue label={d.receiver}>
            {address.name} {address.mobile}
          </KeyValue>
          <KeyValue label={d.address}>{address.fullAddress}</KeyValue>
          {requestPlaces(request).length > 1 && <div className="muted">{deliveryCopy.requestNote}</div>}
          <KeyValue label={d.invoice}>{request.invoiceTitle || d.noInvoice}</KeyValue>
          <KeyValue label={d.payMethod}>{request.payMethodLabel}</KeyValue>
          {request.remark && <KeyValue label={d.remark}>{request.remark}</KeyValue>}
        </div>
      </section>

      <DecisionModal decision={decision} requestNos={[request.requestNo]} onClose={() => setDecision(null)} />
    </>
  );
}
