import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, Col, Result, Row, Skeleton, Statistic } from 'antd';
import { formatPrice, type ConsoleArea } from '@mall/shared';
import { useCan } from '@/lib/operator-store';
import { t } from '@/locales/zh-CN';
import { useDashboard } from '../api/dashboard';

const SalesChart = lazy(() => import('./sales-chart'));

type Figure = { title: string; value: ReactNode; area: ConsoleArea; href?: string };

/** Today's figures, what waits per status and the last 30 days of sales. */
export function Dashboard({ links }: { links: Record<string, string> }) {
  const summary = useDashboard();
  const can = useCan();
  if (summary.isPending) return <Skeleton active />;
  if (summary.isError) return <Result status="warning" title={summary.error.message} />;
  const s = summary.data;
  const figures: Figure[] = [
    { title: t.dashboard.todayOrders, value: s.today.orders, area: 'dashboard' },
    { title: t.dashboard.todayAmount, value: `¥${formatPrice(s.today.amount)}`, area: 'dashboard' },
    {
      title: t.dashboard.pendingAcceptance,
      value: s.waiting.pendingAcceptance,
      area: 'orders',
      href: `${links.orders}?status=1`,
    },
    {
      title: t.dashboard.pendingShipment,
      value: s.waiting.pendingShipment,
      area: 'orders',
      href: `${links.orders}?status=2`,
    },
    {
      title: t.dashboard.pendingReceipt,
      value: s.waiting.pendingReceipt,
      area: 'orders',
      href: `${links.orders}?status=4`,
    },
    { title: t.dashboard.openAfs, value: s.openAfs, area: 'afs', href: links.afs },
    {
      title: t.dashboard.pendingInvoices,
      value: s.pendingInvoices,
      area: 'invoices',
      href: `${links.invoices}?status=1`,
    },
    {
      title: t.dashboard.biddingsNearDeadline,
      value: s.biddingsNearDeadline,
      area: 'biddings',
      href: `${links.biddings}?status=1`,
    },
    {
      title: t.dashboard.pendingMerchants,
      value: s.pendingMerchants,
      area: 'merchants',
      href: `${links.merchants}?status=1`,
    },
  ];
  return (
    <>
      <Row gutter={[16, 16]}>
        {figures.map((f) => (
          <Col key={f.title} xs={12} md={8} xl={6} xxl={4}>
            <Card size="small">
              <Statistic title={f.title} value={f.value as number | string} />
              {f.href && can(f.area) && <Link to={f.href}>{t.dashboard.go}</Link>}
            </Card>
          </Col>
        ))}
      </Row>
      <Card title={t.dashboard.salesTitle} style={{ marginTop: 16 }}>
        <Suspense fallback={<Skeleton active />}>
          <SalesChart days={s.sales} />
        </Suspense>
      </Card>
    </>
  );
}
