import { Alert } from 'antd';
import type { BulkReportRow } from '@mall/shared';
import { SmallTable } from '@/components/unpaged-tables';
import { t } from '@/locales/zh-CN';

/** Rows a bulk call refused, one line each (spreadsheet row or position, order number, problem). */
export function BulkReportTable({ message, rows }: { message: string; rows: BulkReportRow[] }) {
  return (
    <div data-testid="bulk-report">
      <Alert type="error" showIcon title={message} style={{ marginBottom: 12 }} />
      <SmallTable<BulkReportRow>
        rowKey={(r) => `${r.row}-${r.orderNo}`}
        dataSource={rows}
        columns={[
          { title: t.orders.reportRow, dataIndex: 'row', width: 80 },
          { title: t.orders.orderNo, dataIndex: 'orderNo', width: 200 },
          { title: t.orders.reportMsg, dataIndex: 'msg' },
        ]}
      />
    </div>
  );
}
