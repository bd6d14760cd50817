import { useState } from 'react';
import { Button, Modal, Space, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { reportActionError, useAction } from '@mall/client-kit';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { bulkShip, downloadShipTemplate } from '../api/orders';
import { withBulkReport, type BulkRefusal } from '../lib/with-bulk-report';
import { BulkReportTable } from './bulk-report-table';

/** Upload a sheet of 订单号 / 物流公司 / 运单号; shows the per-row report when the batch is refused. */
export function BulkShipModal({
  open,
  onClose,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const [report, setReport] = useState<BulkRefusal | null>(null);

  const shipping = useAction((file: File) => withBulkReport(() => bulkShip(file), setReport), {
    onSuccess: (result) => {
      toast.success(t.orders.bulkShipped(result.shipped));
      onDone();
      onClose();
    },
  });
  const upload = (file: File) => {
    setReport(null);
    void shipping.run(file);
  };

  return (
    <Modal
      open={open}
      title={t.orders.bulkShipTitle}
      width={720}
      footer={null}
      destroyOnHidden
      onCancel={() => {
        setReport(null);
        onClose();
      }}
    >
      <Typography.Paragraph type="secondary">{t.orders.bulkShipHelp}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }}>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void downloadShipTemplate().catch(reportActionError)}
        >
          {t.orders.downloadTemplate}
        </Button>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            upload(file);
            return false;
          }}
        >
          <Button type="primary" icon={<UploadOutlined />} loading={shipping.isPending}>
            {t.orders.chooseFile}
          </Button>
        </Upload>
      </Space>
      {report && <BulkReportTable message={report.message} rows={report.rows} />}
    </Modal>
  );
}
