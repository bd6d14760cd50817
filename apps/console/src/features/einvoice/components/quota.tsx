import { Alert, Button, Card, Col, Progress, Row, Space, Statistic, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { QUOTA_WARN_PERCENT, fenToYuan, type EinvoiceQuota } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { formatTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { einvoiceKeys, refreshQuota, useQuota, type EinvoiceBase } from '../api/einvoice';

const c = t.einvoice;

/** At 80 % used, or with anything held for want of quota: the seller should act. */
const alarming = (q: EinvoiceQuota) => q.warn || q.heldCount > 0;

/**
 * The quota's warning wherever the seller is on the 数电票 page: the server's own words (80 % used, what is
 * held); nothing when all is well or the quota has not been read.
 */
export function QuotaWarning({ base }: { base: EinvoiceBase }) {
  const quota = useQuota(base);
  if (!quota.data || !alarming(quota.data)) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={quota.data.warning}
      style={{ marginBottom: 16 }}
      data-testid="einvoice-quota-warning"
    />
  );
}

/**
 * 授信额度: this month's total, used and remaining (tax-exclusive), the used share, what is held, when it was
 * read and the last reading's error; 刷新 reads it from the provider again (which releases held requests
 * that now fit).
 */
export function QuotaPanel({ base }: { base: EinvoiceBase }) {
  const quota = useQuota(base);
  const queryClient = useQueryClient();
  const refresh = useAction(() => refreshQuota(base), {
    onSuccess: (q) => {
      queryClient.setQueryData(einvoiceKeys.quota(base), q);
      void queryClient.invalidateQueries({ queryKey: einvoiceKeys.all });
      toast.success(c.refreshed);
    },
  });
  const q = quota.data;
  const high = !!q && q.usedPercent >= QUOTA_WARN_PERCENT;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {q && alarming(q) && <Alert type="warning" showIcon title={q.warning} />}
      {q?.lastError && <Alert type="error" showIcon title={c.quotaLastError} description={q.lastError} />}
      <Card
        size="small"
        loading={quota.isPending}
        title={c.quotaTotal}
        extra={
          <Button icon={<ReloadOutlined />} loading={refresh.isPending} onClick={() => void refresh.run()}>
            {c.refresh}
          </Button>
        }
      >
        {q && (
          <>
            <Row gutter={24}>
              <Col span={6}>
                <Statistic title={c.quotaTotal} prefix="¥" value={fenToYuan(q.totalFen)} />
              </Col>
              <Col span={6}>
                <Statistic title={c.quotaUsed} prefix="¥" value={fenToYuan(q.usedFen)} />
              </Col>
              <Col span={6}>
                <Statistic
                  title={c.quotaRemaining}
                  prefix="¥"
                  value={fenToYuan(q.remainingFen)}
                  styles={high ? { content: { color: '#cf1322' } } : undefined}
                />
              </Col>
              <Col span={6}>
                <Statistic title={c.quotaPercent} suffix="%" value={q.usedPercent} />
              </Col>
            </Row>
            <Progress
              percent={Math.min(q.usedPercent, 100)}
              status={high ? 'exception' : 'normal'}
              aria-label={c.quotaPercent}
              style={{ marginTop: 16 }}
            />
            <Space size={16} wrap>
              <Typography.Text type="secondary">
                {c.quotaReadAt}：{q.readAt ? formatTime(q.readAt) : c.quotaNever}
              </Typography.Text>
              {q.waitingCount > 0 && (
                <Typography.Text type="secondary">
                  {c.quotaWaiting(q.waitingCount)}（¥{fenToYuan(q.waitingFen)}）
                </Typography.Text>
              )}
              {q.heldCount > 0 && (
                <Typography.Text type="warning">
                  {c.quotaHeld(q.heldCount)}（¥{fenToYuan(q.heldFen)}）
                </Typography.Text>
              )}
            </Space>
          </>
        )}
      </Card>
      <Typography.Text type="secondary">{c.quotaNote}</Typography.Text>
    </Space>
  );
}
