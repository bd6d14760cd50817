import { useState } from 'react';
import { Modal, Typography } from 'antd';
import { useAction } from '@mall/client-kit';
import { SheetButtons } from '@/components/sheet-buttons';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { bulkShip, downloadShipTemplate } from '../api/orders';
import { withBulkReport, type BulkRefusal } from '../lib/with-bulk-report';
import { BulkReportTable } from './bulk-report-table';

type Props = { open: boolean; onClose: () => void; onDone: () => void };

/**
 * Upload a sheet of 订单号 / 物流公司 / 运单号 / 行号 / 发货数量; shows the per-row report when the batch is refused.
 */
export function BulkShipModal({ open, onClose, onDone }: Props) {
  const [report, setReport] = useState<BulkRefusal | null>(null);

  const shipping = useAction((file: File) => withBulkReport(() => bulkShip(file), setReport), {
    onSuccess: (result) => {
      toast.success(t.orders.bulkShipped(result.shipped, result.parcels));
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
      <SheetButtons
        style={{ marginBottom: 16 }}
        downloadTemplate={downloadShipTemplate}
        onFile={upload}
        busy={shipping.isPending}
        chooseLabel={t.orders.chooseFile}
      />
      {report && <BulkReportTable message={report.message} rows={report.rows} />}
    </Modal>
  );
}
