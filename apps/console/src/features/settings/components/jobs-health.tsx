import type { ReactNode } from 'react';
import { Alert, Card, Col, Row, Skeleton, Statistic, Typography, type TableProps } from 'antd';
import type { QueueHealthView } from '@mall/shared';
import dayjs from 'dayjs';
import { SmallTable } from '@/components/unpaged-tables';
import { t } from '@/locales/zh-CN';
import { useJobsHealth } from '../api/settings';

const s = t.settings;
const label = (name: string) => s.jobLabels[name] ?? name;
/** Ticks are seconds apart: the time with seconds. */
const formatDateTime = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm:ss');

/** One of the page's unpaged lists under its heading (the schedules, the latest failures). */
function TitledTable<Row extends object>({ heading, ...table }: { heading: ReactNode } & TableProps<Row>) {
  return (
    <>
      <Typography.Title level={5}>{heading}</Typography.Title>
      <SmallTable<Row> {...table} />
    </>
  );
}

/** 任务队列: counts, the schedules and the latest failures of the background jobs. */
export function JobsHealth() {
  const health = useJobsHealth();
  if (health.isPending) return <Skeleton active />;
  if (health.isError) return <Alert type="error" showIcon title={health.error.message} />;
  const h: QueueHealthView = health.data;
  const counts: [string, number, string?][] = [
    [s.jobsWaiting, h.waiting],
    [s.jobsActive, h.active],
    [s.jobsDelayed, h.delayed],
    [s.jobsFailed, h.failed, h.failed > 0 ? '#cf1322' : undefined],
    [s.jobsCompleted, h.completed],
  ];
  return (
    <>
      <Typography.Paragraph type="secondary">
        {s.jobsKind[h.kind]}。{s.jobsHelp}
      </Typography.Paragraph>
      <Row gutter={16} style={{ marginBottom: 24 }}>
        {counts.map(([title, value, color]) => (
          <Col key={title} flex="1">
            <Card size="small">
              <Statistic title={title} value={value} styles={{ content: color ? { color } : undefined }} />
            </Card>
          </Col>
        ))}
      </Row>
      <TitledTable
        heading={s.jobsSchedules}
        rowKey="name"
        dataSource={h.schedules}
        locale={{ emptyText: s.jobsNoSchedules }}
        style={{ marginBottom: 24 }}
        columns={[
          { title: s.jobsName, dataIndex: 'name', render: (name: string) => label(name) },
          { title: s.jobsEvery, dataIndex: 'everyMs', render: (ms: number) => s.everySeconds(ms) },
          {
            title: s.jobsNext,
            dataIndex: 'next',
            render: (next: string | null) => (next ? formatDateTime(next) : '—'),
          },
        ]}
      />
      <TitledTable
        heading={s.jobsFailures}
        rowKey="id"
        dataSource={h.recentFailures}
        locale={{ emptyText: s.jobsNoFailures }}
        columns={[
          { title: s.jobsName, dataIndex: 'name', render: (name: string) => label(name), width: 200 },
          { title: s.jobsError, dataIndex: 'error' },
          { title: s.jobsAttempts, dataIndex: 'attempts', width: 100 },
          { title: s.jobsFailedAt, dataIndex: 'failedAt', render: formatDateTime, width: 180 },
        ]}
      />
    </>
  );
}
