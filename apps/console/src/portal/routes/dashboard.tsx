import { Link } from 'react-router';
import { Button, Card, Col, Row, Statistic, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { PageCard } from '@/components/page-card';
import { t } from '@/locales/zh-CN';
import { useDashboard } from '../api';
import { PortalNoticesCard } from '../notices-card';
import { portalPaths } from '../paths';

/** The portal's 工作台: the shop, its products by review state. */
export default function PortalDashboardRoute() {
  const data = useDashboard().data;
  const d = t.portal.dashboard;
  const figures = [
    { key: 'products', label: d.products, value: data?.products },
    { key: 'onShelf', label: d.onShelf, value: data?.onShelf },
    { key: 'pendingReview', label: d.pendingReview, value: data?.pendingReview },
    { key: 'rejected', label: d.rejected, value: data?.rejected },
    { key: 'drafts', label: d.drafts, value: data?.drafts },
  ];
  return (
    <PageCard
      title={
        <>
          {data?.shop.name ?? t.portal.menu.dashboard}{' '}
          {data && <Tag color="green">{data.shop.statusLabel}</Tag>}
        </>
      }
      extra={
        <Link to={`${portalPaths.products.getHref()}/new`}>
          <Button type="primary" icon={<PlusOutlined />}>
            {d.newProduct}
          </Button>
        </Link>
      }
    >
      <Row gutter={[16, 16]}>
        {figures.map((f) => (
          <Col key={f.key} xs={12} md={8} lg={4}>
            <Card size="small">
              <Statistic title={f.label} value={f.value ?? '-'} />
            </Card>
          </Col>
        ))}
      </Row>
      <PortalNoticesCard />
    </PageCard>
  );
}
