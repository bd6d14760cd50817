import { Button, Descriptions, Space, Table, Tag } from 'antd';
import type { EinvoiceFolderRow } from '@mall/shared';
import { toast } from '@/lib/toast';
import { invoiceFolderCopy } from '@/locales/zh-CN-invoice-folder';
import { downloadFolderFile, useInvoiceFolder } from '../api/einvoice-folder-api';
import '../einvoice-folder.css';

const c = invoiceFolderCopy.invoiceFolder;

/** Enough rows for one order's blue invoices and their red ones. */
const ROWS_OF_ORDER = 50;

function Files({ row }: { row: EinvoiceFolderRow }) {
  const save = (format: 'xml' | 'pdf') =>
    void downloadFolderFile(row.id, format, row.number).then((name) => {
      if (name) toast.success(c.downloaded(name));
    });
  return (
    <Space size={0} className="mall-folder-files">
      <Button type="link" size="small" onClick={() => save('xml')}>
        {c.xml}
      </Button>
      <Button type="link" size="small" onClick={() => save('pdf')}>
        {c.pdf}
      </Button>
    </Space>
  );
}

/**
 * The 数电票 issued for one invoice application, as the 发票夹 holds it (row `blue-<id>`, found through the
 * application's first order): the 20-digit number, 数电专票/数电普票, date, total and its XML and PDF; then the
 * red invoices that reverse it, each with the blue number it cancels. Nothing while none is issued, or when the
 * caller's 发票夹 does not hold it (a company's invoices show there to its 财务 and 管理员 only).
 */
export function EinvoiceOfInvoice({ invoiceId, orderNos }: { invoiceId: number; orderNos: string[] }) {
  const { data } = useInvoiceFolder({ orderNo: orderNos[0] }, 1, ROWS_OF_ORDER);
  const blue = data?.list.find((r) => r.id === `blue-${invoiceId}`);
  if (!blue) return null;
  const reds = data!.list.filter((r) => r.kind === 'red' && r.blueNumber === blue.number);
  return (
    <section className="mall-folder-of-invoice" aria-label={c.ofInvoice}>
      <h3>{c.ofInvoice}</h3>
      <Descriptions bordered size="small" column={2}>
        <Descriptions.Item label={c.colNumber}>
          <span className="mall-folder-number">{blue.number}</span>
        </Descriptions.Item>
        <Descriptions.Item label={c.type}>
          <Tag color="blue">{c.typeShort[blue.type]}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={c.colDate}>{blue.issueDate}</Descriptions.Item>
        <Descriptions.Item label={c.colTotal}>{blue.total}</Descriptions.Item>
        <Descriptions.Item label={c.files} span={2}>
          <Files row={blue} />
        </Descriptions.Item>
      </Descriptions>
      {reds.length > 0 && (
        <Table<EinvoiceFolderRow>
          className="mall-folder-reds"
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={reds}
          columns={[
            {
              title: c.redInvoices,
              render: (_, row) => (
                <div>
                  <div className="mall-folder-number">{row.number}</div>
                  <div className="muted">{c.reverses(blue.number)}</div>
                </div>
              ),
            },
            { title: c.colDate, width: 110, dataIndex: 'issueDate' },
            { title: c.colTotal, width: 110, align: 'right', dataIndex: 'total' },
            { title: c.colActions, width: 170, render: (_, row) => <Files row={row} /> },
          ]}
        />
      )}
    </section>
  );
}
