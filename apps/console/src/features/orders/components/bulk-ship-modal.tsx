import { useState } from 'react';
import { Button, Modal, Space, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { bulkReport, type BulkReportRow } from '@mall/shared';
import { RequestError } from '@/lib/request';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { bulkShip, downloadShipTemplate } from '../api/orders';
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
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<{ message: string; rows: BulkReportRow[] } | null>(null);

  const upload = async (file: File) => {
    setBusy(true);
    setReport(null);
    try {
      const result = await bulkShip(file);
      toast.success(t.orders.bulkShipped(result.shipped));
      onDone();
      onClose();
    } catch (error) {
      if (error instanceof RequestError) {
        const parsed = bulkReport.safeParse(error.data);
        if (parsed.success) setReport({ message: error.message, rows: parsed.data.rows });
      }
    } finally {
      setBusy(false);
    }
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
          onClick={() => void downloadShipTemplate().catch(() => undefined)}
        >
          {t.orders.downloadTemplate}
        </Button>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button type="primary" icon={<UploadOutlined />} loading={busy}>
            {t.orders.chooseFile}
          </Button>
        </Upload>
      </Space>
      {report && <BulkReportTable message={report.message} rows={report.rows} />}
    </Modal>
  );
}
