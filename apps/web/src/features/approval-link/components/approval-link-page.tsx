import { useState } from 'react';
import { Alert, Button, Descriptions, Input, Result, Spin, Table } from 'antd';
import { Link, useLocation, useParams } from 'react-router';
import type { ApprovalLinkView } from '@mall/shared';
import { paths } from '@/config/paths';
import dayjs from '@/lib/dayjs';
import { RequestError } from '@/lib/request';
import { approvalLinkCopy as c } from '@/locales/zh-CN-approval-link';
import { useApprovalLink } from '../api/get-approval-link';
import { useDecideApprovalLink } from '../api/decide-approval-link';

type Line = ApprovalLinkView['request']['lines'][number] & { key: number };

/** Why a link can't be used, in the server's words (used, expired, withdrawn, someone else's …). */
function refusal(error: unknown): string {
  if (error instanceof RequestError) return error.status === 404 ? c.invalid : error.message;
  return c.loadFailed;
}

/**
 * /approval-link/:token: the request a message's 同意 / 驳回 link is about. Opening it only shows the request
 * (mail scanners follow links); one confirming click decides, with an optional comment for 驳回.
 */
export function ApprovalLinkPage() {
  const token = useParams().token ?? '';
  const location = useLocation();
  const { data, isLoading, error } = useApprovalLink(token);
  const decide = useDecideApprovalLink(token);
  const [comment, setComment] = useState('');

  const siteLink = (
    <Link to={paths.companyApprovals.getHref()}>
      <Button>{c.toSite}</Button>
    </Link>
  );
  if (decide.data)
    return (
      <Result
        className="mall-container"
        status="success"
        title={c.done(decide.data.actionLabel, decide.data.requestNo)}
        subTitle={decide.data.orderNo ? c.ordered(decide.data.orderNo) : undefined}
        extra={
          <Link to={paths.companyRequestDetail.getHref(decide.data.requestNo)}>
            <Button type="primary">{c.viewRequest}</Button>
          </Link>
        }
      />
    );
  if (error || decide.error)
    return (
      <Result
        className="mall-container"
        status="warning"
        title={c.unusable}
        subTitle={refusal(decide.error ?? error)}
        extra={siteLink}
      />
    );
  if (isLoading || !data)
    return (
      <div className="mall-container" style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
      </div>
    );

  const r = data.request;
  const reject = data.action === 'reject';
  return (
    <div className="mall-container" style={{ maxWidth: 880, padding: '24px 0' }}>
      <h1>{c.title(data.actionLabel)}</h1>
      <p>{c.intro(data.approverName, data.channelLabel)}</p>
      <Descriptions bordered size="small" column={2}>
        <Descriptions.Item label={c.requestNo}>{r.requestNo}</Descriptions.Item>
        <Descriptions.Item label={c.amount}>¥{r.amount}</Descriptions.Item>
        <Descriptions.Item label={c.requester}>{r.requesterName}</Descriptions.Item>
        <Descriptions.Item label={c.department}>{r.departmentName || '—'}</Descriptions.Item>
        <Descriptions.Item label={c.rule}>{r.ruleName}</Descriptions.Item>
        <Descriptions.Item label={c.level}>{r.level}</Descriptions.Item>
        <Descriptions.Item label={c.address} span={2}>
          {r.address}
        </Descriptions.Item>
        <Descriptions.Item label={c.budgets} span={2}>
          {data.budgets.length ? data.budgets.map((b) => `${b.name} ¥${b.remaining}`).join('；') : c.noBudget}
        </Descriptions.Item>
        {r.remark ? (
          <Descriptions.Item label={c.remark} span={2}>
            {r.remark}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <h2 style={{ marginTop: 24 }}>{c.lines}</h2>
      <Table<Line>
        size="small"
        pagination={false}
        dataSource={r.lines.map((l, key) => ({ ...l, key }))}
        columns={[
          {
            title: c.product,
            render: (_, l) => (
              <>
                <div>{l.title}</div>
                <div className="muted">{l.specs}</div>
              </>
            ),
          },
          { title: c.price, render: (_, l) => `¥${l.price}` },
          { title: c.quantity, render: (_, l) => `${l.quantity} ${l.unit}` },
          { title: c.lineAmount, render: (_, l) => `¥${l.amount}` },
          // 分地址配送: shown only when some line goes elsewhere than the request's address.
          ...(r.lines.some((l) => l.deliverTo)
            ? [{ title: c.deliverTo, render: (_: unknown, l: Line) => l.deliverTo ?? c.sameAddress }]
            : []),
        ]}
      />
      <Alert
        style={{ margin: '24px 0 12px' }}
        type={reject ? 'warning' : 'info'}
        title={reject ? c.willReject : c.willApprove}
        description={c.expires(dayjs(data.expiresAt).format('YYYY-MM-DD HH:mm'))}
      />
      {reject && (
        <Input.TextArea
          aria-label={c.comment}
          placeholder={c.commentPlaceholder}
          maxLength={200}
          showCount
          rows={3}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          style={{ marginBottom: 16 }}
        />
      )}
      {data.needsSignIn ? (
        <>
          <Alert type="warning" title={c.signIn} style={{ marginBottom: 12 }} />
          <Link to={paths.login.getHref(location.pathname)}>
            <Button type="primary">{c.signInButton}</Button>
          </Link>
        </>
      ) : (
        <Button
          type="primary"
          danger={reject}
          loading={decide.isPending}
          onClick={() => decide.mutate(comment.trim())}
        >
          {c.confirm(data.actionLabel)}
        </Button>
      )}
    </div>
  );
}
