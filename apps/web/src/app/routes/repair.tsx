import { Button, Result, Spin } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { useRepairInfo } from '@/features/maintenance/api/get-repair-info';
import { t } from '@/locales/zh-CN';

/** Maintenance page: the text of GET /api/oauth/getRepairInfo (product.md). */
export default function RepairPage() {
  const { data, isLoading, refetch } = useRepairInfo();
  return (
    <div className="mall-error-screen">
      {isLoading ? (
        <Spin size="large" />
      ) : (
        <Result
          icon={<ToolOutlined style={{ color: 'var(--mall-primary)' }} />}
          title={t.maintenance.title}
          subTitle={data?.content || t.maintenance.defaultContent}
          extra={[
            <Button type="primary" key="home" onClick={() => window.location.assign('/')}>
              {t.maintenance.backHome}
            </Button>,
            <Button key="retry" onClick={() => void refetch()}>
              {t.maintenance.retry}
            </Button>,
          ]}
        />
      )}
    </div>
  );
}
