import { Result } from 'antd';
import { t } from '@/locales/zh-CN';

/** 发票抬头: the menu entry exists; managing titles comes with the invoices issue. */
export function InvoiceTitlePanel() {
  return (
    <section className="mall-centre-panel" aria-labelledby="centre-invoice-title">
      <h2 id="centre-invoice-title">{t.centre.invoiceTitle.title}</h2>
      <Result status="info" title={t.centre.invoiceTitle.soon} subTitle={t.centre.invoiceTitle.soonDesc} />
    </section>
  );
}
