import { useEffect } from 'react';
import { Spin } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useRepairInfo } from '@/features/maintenance/api/get-repair-info';
import { ResultPage } from '@/components/result-page';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import { centreCopy } from '@/locales/zh-CN-centre';

/** How often the page asks whether maintenance is over. */
const POLL_MS = 5_000;

/**
 * Maintenance page: the text of GET /api/oauth/getRepairInfo (product.md). It keeps asking, and leaves for
 * the home page by itself once the answer says maintenance is over.
 */
export default function RepairPage() {
  const { data, isLoading, refetch } = useRepairInfo({ refetchInterval: POLL_MS });
  const navigate = useNavigate();
  const over = data?.maintenance === false;
  useEffect(() => {
    if (over) void navigate(paths.home.getHref(), { replace: true });
  }, [over, navigate]);

  if (isLoading || over) {
    return (
      <div className="mall-error-screen">
        <Spin size="large" />
      </div>
    );
  }
  return (
    <ResultPage
      className="mall-error-screen"
      icon={<ToolOutlined style={{ color: 'var(--mall-primary)' }} />}
      title={t.maintenance.title}
      subTitle={
        <>
          <div style={{ whiteSpace: 'pre-wrap' }}>{data?.content || t.maintenance.defaultContent}</div>
          <div style={{ marginTop: 8, color: 'var(--mall-text-3)' }}>{centreCopy.repairPage.checking}</div>
        </>
      }
      actions={[
        { key: 'home', label: t.maintenance.backHome, onClick: () => window.location.assign('/') },
        { key: 'retry', label: t.maintenance.retry, onClick: () => refetch() },
      ]}
    />
  );
}
