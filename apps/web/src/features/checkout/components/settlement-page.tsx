import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, DatePicker, Empty, Input, Radio, Result, Select, Spin, Tag } from 'antd';
import { Link } from 'react-router';
import dayjs, { type Dayjs } from '@/lib/dayjs';
import {
  checkoutSubmitBody,
  COMPANY_CODE,
  COMPANY_MSG,
  PAY_METHOD,
  type CheckoutPreview,
  type CheckoutSubmitBody,
  type PurchaseRequest,
  type SubmitResult,
} from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { Price } from '@/components/price';
import { PriceMark } from '@/components/price-mark';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import { invoiceCopy } from '@/locales/zh-CN-invoice';
import { tradeCopy } from '@/locales/zh-CN-trade';
import { RequestError } from '@/lib/request';
import { toast } from '@/lib/toast';
import { submitOrder, useCheckoutPreview, type CheckoutSource } from '../api/checkout-api';
import { useInvoiceTitles } from '../api/get-invoice-titles';
import { submitPurchaseRequest } from '../api/submit-purchase-request';
import { newIdempotencyKey } from '../lib/idempotency-key';
import '../checkout.css';

type Props = {
  source: CheckoutSource | null;
  areaCode: string;
  /** The address choice (the address feature), composed by the route. */
  renderAddress: (value: number | null, onChange: (id: number) => void) => ReactNode;
  /**
   * The buyer's default address (the first of the list), which applies until the buyer picks another:
   * null when the buyer has none, undefined while the list is loading (提交订单 waits for it).
   */
  defaultAddressId: number | null | undefined;
  /** After the order is placed (go to payment). */
  onPlaced: (result: SubmitResult) => void;
  /** After a checkout that needs approval was submitted as a purchase request (go to the request). */
  onRequested?: (request: PurchaseRequest) => void;
};

const NO_INVOICE = 0;
const poNumberSchema = checkoutSubmitBody.shape.poNumber;

/** Why a 采购单号 cannot be sent (required and empty, or characters the server refuses), or null. */
function poNumberProblem(value: string, required: boolean): string | null {
  if (required && !value.trim()) return COMPANY_MSG.PO_REQUIRED;
  const result = poNumberSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** 采购单号 and 成本中心 of a company buyer, and the budgets this order is charged to. */
function CompanySection({
  company,
  budgets,
  budgetProblem,
  poNumber,
  poError,
  onPoNumber,
  costCentreId,
  onCostCentre,
}: {
  company: NonNullable<CheckoutPreview['company']>;
  budgets: CheckoutPreview['budgets'];
  budgetProblem: string | null;
  poNumber: string;
  poError: string | null;
  onPoNumber: (value: string) => void;
  costCentreId: number | null;
  onCostCentre: (id: number | null) => void;
}) {
  return (
    <div className="mall-checkout-company">
      <div className="mall-checkout-extra">
        <label>
          <span className={company.poRequired ? 'required' : undefined}>{tradeCopy.checkout.poNumber}</span>
          <span className="field">
            <Input
              aria-label={tradeCopy.checkout.poNumber}
              aria-required={company.poRequired}
              status={poError ? 'error' : undefined}
              value={poNumber}
              onChange={(e) => onPoNumber(e.target.value)}
              placeholder={
                company.poRequired ? tradeCopy.checkout.poNumberRequired : tradeCopy.checkout.poNumberOptional
              }
              maxLength={40}
              style={{ width: 300 }}
            />
            {poError && <span className="error">{poError}</span>}
          </span>
        </label>
        <label>
          <span>{tradeCopy.checkout.costCentre}</span>
          <Select
            aria-label={tradeCopy.checkout.costCentre}
            value={costCentreId ?? undefined}
            onChange={(v: number | undefined) => onCostCentre(v ?? null)}
            allowClear
            placeholder={tradeCopy.checkout.costCentrePlaceholder}
            options={company.costCentres.map((c) => ({ value: c.id, label: c.name }))}
            style={{ width: 300 }}
          />
        </label>
      </div>
      {budgets && budgets.length > 0 && (
        <ul className="mall-checkout-budgets" aria-label={tradeCopy.checkout.budgets}>
          {budgets.map((b) => (
            <li key={b.name} className={b.enough ? '' : 'short'}>
              <span className="name">{b.name}</span>
              {tradeCopy.checkout.budgetRemaining}
              <Price value={b.remaining} />
              {!b.enough && <Tag color="red">{tradeCopy.checkout.budgetShort}</Tag>}
            </li>
          ))}
        </ul>
      )}
      {budgetProblem && (
        <Alert type="error" showIcon className="mall-checkout-alert" title={budgetProblem} role="alert" />
      )}
    </div>
  );
}

function Section({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <section className="mall-checkout-section" aria-label={title}>
      <header>
        <h2>{title}</h2>
        {extra}
      </header>
      <div className="body">{children}</div>
    </section>
  );
}

/** /settlement: address, lines, payment method, invoice, remark, delivery date, amounts, 提交订单. */
export function SettlementPage({
  source,
  areaCode,
  renderAddress,
  defaultAddressId,
  onPlaced,
  onRequested,
}: Props) {
  const [pickedAddressId, setAddressId] = useState<number | null>(null);
  const addressId = pickedAddressId ?? defaultAddressId ?? null;
  const [chosenPayMethod, setPayMethod] = useState<number>(PAY_METHOD.ALIPAY);
  const [invoiceType, setInvoiceType] = useState<number>(NO_INVOICE);
  const [titleId, setTitleId] = useState<number | undefined>(undefined);
  const [remark, setRemark] = useState('');
  const [deliveryDate, setDeliveryDate] = useState<Dayjs | null>(null);
  const [poNumber, setPoNumber] = useState('');
  const [poError, setPoError] = useState<string | null>(null);
  const [budgetProblem, setBudgetProblem] = useState<string | null>(null);
  // undefined: the buyer has not chosen; the company's default cost centre applies.
  const [chosenCostCentre, setCostCentre] = useState<number | null | undefined>(undefined);
  const [conflict, setConflict] = useState<string | null>(null);
  // One key per page visit: a double click or a retry places the same order once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const inFlight = useRef(false);

  const preview = useCheckoutPreview(
    source ? { ...source, addressId: addressId ?? undefined, areaCode } : null,
  );
  const titles = useInvoiceTitles();
  const titleList = titles.data ?? [];
  const chooseInvoice = (type: number) => {
    setInvoiceType(type);
    // The default title (listed first) is chosen for the buyer.
    if (type !== NO_INVOICE && titleId === undefined && titleList[0]) setTitleId(titleList[0].id);
  };
  const place = useAction(
    async ({
      body,
      request,
    }: {
      body: CheckoutSubmitBody;
      request: boolean;
    }): Promise<{ requested: PurchaseRequest } | { placed: SubmitResult }> => {
      try {
        return request
          ? { requested: await submitPurchaseRequest(body) }
          : { placed: await submitOrder(body) };
      } catch (error) {
        if (error instanceof RequestError && error.status === 409) {
          // A rule started applying since the preview: the fresh preview shows the notice and the button.
          if (error.code === COMPANY_CODE.NEEDS_APPROVAL) void preview.refetch();
          // Over a budget: say what remains next to the budgets, with fresh figures.
          else if (error.code === COMPANY_CODE.BUDGET_EXCEEDED) {
            setBudgetProblem(error.message);
            void preview.refetch();
          }
          // Prices, stock or area changed: show why and the fresh figures; the buyer submits again.
          else {
            setConflict(error.message || tradeCopy.checkout.changedRetry);
            void preview.refetch();
          }
        }
        if (error instanceof RequestError && error.message === COMPANY_MSG.PO_REQUIRED)
          setPoError(COMPANY_MSG.PO_REQUIRED);
        throw error;
      }
    },
    { onSuccess: (r) => ('requested' in r ? onRequested?.(r.requested) : onPlaced(r.placed)) },
  );
  const submitting = place.isPending;

  if (!source) {
    return (
      <div className="mall-container mall-checkout">
        <Result
          status="info"
          title={tradeCopy.checkout.empty}
          subTitle={tradeCopy.checkout.emptySub}
          extra={
            <Link to={paths.cart.getHref()}>
              <Button type="primary">{tradeCopy.cart.title}</Button>
            </Link>
          }
        />
      </div>
    );
  }

  const data = preview.data;
  const address = data?.address ?? null;
  // The server lists the methods it takes (offline only when no online channel is configured).
  const offered = data?.payMethods ?? [];
  const payMethod = offered.some((m) => m.value === chosenPayMethod)
    ? chosenPayMethod
    : (offered[0]?.value ?? chosenPayMethod);

  const company = data?.company ?? null;
  const approval = data?.approval ?? null;
  const costCentreId =
    chosenCostCentre === undefined ? (company?.defaultCostCentreId ?? null) : chosenCostCentre;

  const submit = async () => {
    if (inFlight.current || !data) return;
    if (!addressId) {
      toast.warning(tradeCopy.checkout.addressRequired);
      return;
    }
    if (invoiceType !== NO_INVOICE && !titleId) {
      toast.warning(tradeCopy.checkout.invoiceTitleRequired);
      return;
    }
    const problem = company ? poNumberProblem(poNumber, company.poRequired) : null;
    setPoError(problem);
    if (problem) {
      toast.warning(problem);
      return;
    }
    inFlight.current = true;
    setConflict(null);
    setBudgetProblem(null);
    const body: CheckoutSubmitBody = {
      ...source,
      idempotencyKey,
      addressId,
      payMethod: payMethod as 1 | 2 | 3 | 4 | 5,
      invoice: invoiceType === NO_INVOICE ? null : { type: invoiceType as 2 | 4, titleId: titleId! },
      remark: remark.trim(),
      expectedDeliveryDate: deliveryDate ? deliveryDate.format('YYYY-MM-DD') : null,
      expectedPayAmount: data.amounts.payAmount,
      ...(company ? { poNumber: poNumber.trim(), costCentreId } : {}),
    };
    await place.run({ body, request: !!approval });
    inFlight.current = false;
  };

  return (
    <div className="mall-container mall-checkout">
      <h1 className="mall-checkout-title">{tradeCopy.checkout.title}</h1>

      <Section title={tradeCopy.address.section}>{renderAddress(addressId, setAddressId)}</Section>

      <Section title={tradeCopy.checkout.payMethod}>
        <Radio.Group
          className="mall-pay-methods"
          value={payMethod}
          onChange={(e) => setPayMethod(e.target.value as number)}
          optionType="button"
          aria-label={tradeCopy.checkout.payMethod}
          options={(data?.payMethods ?? []).map((m) => ({
            value: m.value,
            label: m.label,
            // 账期支付 is listed for the company's 采购员 and 财务; not choosable when credit does not cover it.
            disabled: m.value === PAY_METHOD.CREDIT && data?.credit?.usable === false,
          }))}
        />
        <div className="hint">
          {payMethod === PAY_METHOD.CREDIT
            ? tradeCopy.checkout.payCreditHint(data?.credit?.available ?? '0.00')
            : payMethod === PAY_METHOD.OFFLINE
              ? tradeCopy.checkout.payOfflineHint
              : tradeCopy.checkout.payOnlineHint}
        </div>
        {data?.credit && !data.credit.usable && (
          <Alert className="mall-checkout-credit" type="warning" showIcon title={data.credit.reason} />
        )}
      </Section>

      <Section
        title={tradeCopy.checkout.linesSection}
        extra={
          'cartLineIds' in source ? (
            <Link to={paths.cart.getHref()} className="back">
              {tradeCopy.checkout.backToCart}
            </Link>
          ) : null
        }
      >
        {conflict && (
          <Alert
            type="warning"
            showIcon
            className="mall-checkout-alert"
            message={tradeCopy.checkout.changedTitle}
            description={
              <>
                <div>{conflict}</div>
                <div>{tradeCopy.checkout.changedRetry}</div>
              </>
            }
          />
        )}
        {data && !data.canSubmit && data.problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            className="mall-checkout-alert"
            message={tradeCopy.checkout.problemsTitle}
            description={
              <ul className="problems">
                {data.problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            }
          />
        )}
        {!data ? (
          preview.error ? (
            <Result
              status="warning"
              title={tradeCopy.checkout.loadFailed}
              extra={<Button onClick={() => void preview.refetch()}>{tradeCopy.cart.retry}</Button>}
            />
          ) : (
            <div className="loading">
              <Spin />
            </div>
          )
        ) : data.lines.length === 0 ? (
          <Empty description={tradeCopy.checkout.empty} />
        ) : (
          <table className="mall-checkout-lines">
            <thead>
              <tr>
                <th>{tradeCopy.cart.colProduct}</th>
                <th>{tradeCopy.cart.colPrice}</th>
                <th>{tradeCopy.cart.colQuantity}</th>
                <th>{tradeCopy.cart.colAmount}</th>
              </tr>
            </thead>
            <tbody>
              {data.lines.map((line) => (
                <tr
                  key={`${line.skuId}-${line.cartLineId ?? 'now'}`}
                  className={line.available ? '' : 'dead'}
                >
                  <td>
                    <div className="info">
                      <div className="img">
                        {line.image ? <img src={line.image} alt={line.title} /> : null}
                      </div>
                      <div>
                        <Link to={paths.goods.getHref(line.skuId)} className="name mall-ellipsis-2">
                          {line.title}
                        </Link>
                        <div className="meta">{tradeCopy.cart.brandModel(line.brandName, line.modelNo)}</div>
                        {line.specValues.length > 0 && (
                          <div className="meta">
                            {tradeCopy.cart.specLabel}
                            {line.specValues.join('；')}
                          </div>
                        )}
                        {!line.available && (
                          <div className="reason">
                            <Tag color="red">{tradeCopy.checkout.unavailable}</Tag>
                            {line.reason}
                          </div>
                        )}
                      </div>
                    </div>
                  </td>
                  <td>
                    <Price value={line.price} />
                    <PriceMark listPrice={line.listPrice} priceTag={line.priceTag} />
                  </td>
                  <td>
                    ×{line.quantity}
                    {line.unit}
                  </td>
                  <td>
                    <Price value={line.amount} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>

      <Section title={tradeCopy.checkout.invoice}>
        <Radio.Group
          value={invoiceType}
          optionType="button"
          aria-label={tradeCopy.checkout.invoice}
          onChange={(e) => chooseInvoice(e.target.value as number)}
          options={[
            { value: NO_INVOICE, label: tradeCopy.checkout.noInvoice },
            ...(data?.invoiceTypes ?? []).map((o) => ({ value: o.value, label: o.label })),
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
      </Section>

      {company && (
        <Section title={tradeCopy.checkout.companySection}>
          <CompanySection
            company={company}
            budgets={data?.budgets}
            budgetProblem={budgetProblem}
            poNumber={poNumber}
            poError={poError}
            onPoNumber={(value) => {
              setPoNumber(value);
              if (poError) setPoError(null);
            }}
            costCentreId={costCentreId}
            onCostCentre={setCostCentre}
          />
        </Section>
      )}

      <Section title={tradeCopy.checkout.extraSection}>
        <div className="mall-checkout-extra">
          <label>
            <span>{tradeCopy.checkout.remark}</span>
            <Input.TextArea
              aria-label={tradeCopy.checkout.remark}
              value={remark}
              onChange={(e) => setRemark(e.target.value)}
              placeholder={tradeCopy.checkout.remarkPlaceholder}
              maxLength={200}
              showCount
              rows={2}
            />
          </label>
          <label>
            <span>{tradeCopy.checkout.deliveryDate}</span>
            <DatePicker
              aria-label={tradeCopy.checkout.deliveryDate}
              value={deliveryDate}
              onChange={setDeliveryDate}
              placeholder={tradeCopy.checkout.deliveryDatePlaceholder}
              disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
              style={{ width: 220 }}
            />
          </label>
        </div>
      </Section>

      {approval && (
        <Alert
          type="warning"
          showIcon
          className="mall-checkout-approval"
          role="status"
          title={tradeCopy.checkout.needsApproval(approval.ruleName)}
          description={
            <>
              {approval.levels.length > 0 && <div>{tradeCopy.checkout.approvalLevels(approval.levels)}</div>}
              <div>{tradeCopy.checkout.approvalHint}</div>
            </>
          }
        />
      )}
      <div className="mall-checkout-summary" aria-label={tradeCopy.checkout.payable}>
        {data && (
          <dl>
            <dt>{tradeCopy.checkout.goodsAmount(data.amounts.itemCount)}</dt>
            <dd>
              <Price value={data.amounts.goodsAmount} />
            </dd>
            <dt>{tradeCopy.checkout.freight}</dt>
            <dd>
              <Price value={data.amounts.freightAmount} />
            </dd>
            {Number(data.amounts.discountAmount) > 0 && (
              <>
                <dt>{tradeCopy.checkout.discount}</dt>
                <dd>
                  -<Price value={data.amounts.discountAmount} />
                </dd>
              </>
            )}
          </dl>
        )}
      </div>
      <div className="mall-checkout-submit">
        <div className="text">
          <div>
            {tradeCopy.checkout.payable}
            <Price value={data?.amounts.payAmount} className="big" />
          </div>
          {address && (
            <div className="to">
              {tradeCopy.checkout.deliverTo}
              {address.fullAddress}
              <span className="gap" />
              {tradeCopy.checkout.receiver}
              {address.contactName} {address.mobile}
            </div>
          )}
        </div>
        <Button
          type="primary"
          size="large"
          className="go"
          loading={submitting}
          disabled={
            submitting || !data || !data.canSubmit || preview.isFetching || defaultAddressId === undefined
          }
          onClick={() => void submit()}
        >
          {submitting
            ? tradeCopy.checkout.submitting
            : approval
              ? tradeCopy.checkout.submitRequest
              : tradeCopy.checkout.submit}
        </Button>
      </div>
    </div>
  );
}
