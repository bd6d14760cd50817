import { Table, Tag } from 'antd';
import { Link } from 'react-router';
import { fenToYuan, type RedForm } from '@mall/shared';
import { paths } from '@/config/paths';
import { redFormCopy } from '@/locales/zh-CN-red-form';
import { useRedForms } from '../api/red-forms-api';
import { STATUS_COLOR, statusText } from './red-form-card';
import '../red-forms.css';

const c = redFormCopy.redForm;

/**
 * The 红字确认单 over one invoice application (`invoiceId`), for its detail: number, reason, amount, status, a
 * link to 红字确认单 for one that waits for the buyer, and the red invoice it produced with the blue number it
 * cancels. The buyer's list call takes no invoice filter, so its answer (the forms the caller may see) is
 * filtered here. Nothing when there is none.
 */
export function RedFormsOfInvoice({ invoiceId }: { invoiceId: number }) {
  const { data } = useRedForms(undefined);
  const forms = (data ?? []).filter((f) => f.invoiceId === invoiceId);
  if (!forms.length) return null;
  return (
    <section className="mall-red-forms-of-invoice" aria-label={c.ofInvoice}>
      <h3>{c.ofInvoice}</h3>
      <Table<RedForm>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={forms}
        columns={[
          {
            title: c.formNumber,
            render: (_, f) => (
              <div>
                <div className="mono">{f.formNumber || f.serial}</div>
                {f.afsNo && <div className="muted">{`${c.afsNo} ${f.afsNo}`}</div>}
              </div>
            ),
          },
          { title: c.reason, width: 90, dataIndex: 'reason' },
          {
            title: c.total,
            width: 120,
            align: 'right',
            render: (_, f) => fenToYuan(f.totalFen),
          },
          {
            title: c.status,
            width: 140,
            render: (_, f) => (
              <div>
                <Tag color={STATUS_COLOR[f.status]}>{statusText(f)}</Tag>
                {f.status === 'pending' && f.applicant === 'seller' && (
                  <Link to={paths.redForms.getHref()}>{c.goConfirm}</Link>
                )}
              </div>
            ),
          },
          {
            title: c.redNumber,
            width: 220,
            render: (_, f) =>
              f.redNumber ? (
                <div>
                  <div className="mono">{f.redNumber}</div>
                  <div className="muted">{c.reverses(f.blueNumber)}</div>
                </div>
              ) : (
                <span className="muted">{c.redStatus[f.redStatus]}</span>
              ),
          },
        ]}
      />
    </section>
  );
}
