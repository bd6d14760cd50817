import { Alert, Radio, Select } from 'antd';
import { Link } from 'react-router';
import type { CheckoutPreview } from '@mall/shared';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import { invoiceCopy } from '@/locales/zh-CN-invoice';
import { tradeCopy } from '@/locales/zh-CN-trade';
import type { useInvoiceTitles } from '../api/get-invoice-titles';

export const NO_INVOICE = 0;

/** 发票: none or a type the server offers, and for an invoice the title it is made out to. */
export function InvoiceChoice({
  invoiceTypes,
  invoiceType,
  chooseInvoice,
  titles,
  titleId,
  setTitleId,
}: {
  invoiceTypes: CheckoutPreview['invoiceTypes'] | undefined;
  invoiceType: number;
  chooseInvoice: (type: number) => void;
  titles: ReturnType<typeof useInvoiceTitles>;
  titleId: number | undefined;
  setTitleId: (id: number) => void;
}) {
  const titleList = titles.data ?? [];
  return (
    <>
      <Radio.Group
        value={invoiceType}
        optionType="button"
        aria-label={tradeCopy.checkout.invoice}
        onChange={(e) => chooseInvoice(e.target.value as number)}
        options={[
          { value: NO_INVOICE, label: tradeCopy.checkout.noInvoice },
          ...(invoiceTypes ?? []).map((o) => ({ value: o.value, label: o.label })),
        ]}
      />
      {invoiceType !== NO_INVOICE && (
        <div className="mall-invoice-title">
          <span className="label">{tradeCopy.checkout.invoiceTitle}：</span>
          {titleList.length > 0 ? (
            <Select
              aria-label={tradeCopy.checkout.invoiceTitle}
              placeholder={tradeCopy.checkout.invoiceTitlePlaceholder}
              style={{ width: 460 }}
              value={titleId}
              onChange={setTitleId}
              options={titleList.map((tt) => ({
                value: tt.id,
                label: `${tt.companyName}（${tt.taxNo}）${tt.shared ? ` · ${invoiceCopy.invoiceTitle.shared}` : ''}`,
              }))}
            />
          ) : (
            <span className="muted">
              {titles.isPending ? t.common.loading : tradeCopy.checkout.noTitleShort}
            </span>
          )}
        </div>
      )}
      {invoiceType !== NO_INVOICE && titles.data?.length === 0 && (
        <Alert
          type="warning"
          showIcon
          className="mall-invoice-note"
          message={tradeCopy.checkout.noInvoiceTitle}
          action={
            <Link to={paths.userInfo.getHref()} target="_blank">
              {tradeCopy.checkout.addInvoiceTitle}
            </Link>
          }
        />
      )}
      <div className="hint">{tradeCopy.checkout.invoiceOnlySpecial}</div>
    </>
  );
}
