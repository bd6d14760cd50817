import { useRef, useState, type ReactNode } from 'react';
import { Button, DatePicker, Input, Result } from 'antd';
import { Link } from 'react-router';
import dayjs, { type Dayjs } from '@/lib/dayjs';
import {
  COMPANY_CODE,
  COMPANY_MSG,
  PAY_METHOD,
  type Address,
  type CheckoutSubmitBody,
  type PurchaseRequest,
  type SubmitResult,
} from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { paths } from '@/config/paths';
import { tradeCopy } from '@/locales/zh-CN-trade';
import { RequestError } from '@/lib/request';
import { toast } from '@/lib/toast';
import { submitOrder, useCheckoutPreview, type CheckoutSource } from '../api/checkout-api';
import { useInvoiceTitles } from '../api/get-invoice-titles';
import { submitPurchaseRequest } from '../api/submit-purchase-request';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { CheckoutLines } from './checkout-lines';
import { Section } from './checkout-section';
import { CompanySection, poNumberProblem } from './company-section';
import { InvoiceChoice, NO_INVOICE } from './invoice-choice';
import { LineDelivery, lineAddressesOf, type LinePicks } from './line-delivery';
import { PayMethodChoice } from './pay-method-choice';
import { SubmitBar } from './submit-bar';
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
  /** The buyer's address book (his own and his company's shared addresses), for 分地址配送. */
  addresses?: readonly Address[];
  /** After the order is placed (go to payment). */
  onPlaced: (result: SubmitResult) => void;
  /** After a checkout that needs approval was submitted as a purchase request (go to the request). */
  onRequested?: (request: PurchaseRequest) => void;
};

/** /settlement: address, lines, payment method, invoice, remark, delivery date, amounts, 提交订单. */
export function SettlementPage({
  source,
  areaCode,
  renderAddress,
  defaultAddressId,
  addresses = [],
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
  // 分地址配送: on for company checkouts (orders and purchase requests), with the buyer's choice per line (by SKU).
  const [perLine, setPerLine] = useState(false);
  const [picks, setPicks] = useState<LinePicks>({});
  const [splittable, setSplittable] = useState(false);
  const lineAddresses =
    perLine && splittable && addressId !== null ? lineAddressesOf(picks, addressId) : undefined;

  const preview = useCheckoutPreview(
    source ? { ...source, addressId: addressId ?? undefined, areaCode, lineAddresses } : null,
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
      <div className="mall-container mall-trade-page mall-checkout">
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
  // The server lists the methods it takes (offline only when no online channel is configured).
  const offered = data?.payMethods ?? [];
  const payMethod = offered.some((m) => m.value === chosenPayMethod)
    ? chosenPayMethod
    : (offered[0]?.value ?? chosenPayMethod);

  const company = data?.company ?? null;
  const approval = data?.approval ?? null;
  const costCentreId =
    chosenCostCentre === undefined ? (company?.defaultCostCentreId ?? null) : chosenCostCentre;
  // 分地址配送 for company buyers, whether the order is placed at once or becomes a purchase request (the
  // request keeps the lines' addresses and the last approval places the order with them).
  const canSplit = !!company && addresses.length > 1 && addressId !== null;
  if (canSplit !== splittable) setSplittable(canSplit);

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
      ...(lineAddresses && canSplit ? { lineAddresses } : {}),
    };
    await place.run({ body, request: !!approval });
    inFlight.current = false;
  };

  return (
    <div className="mall-container mall-trade-page mall-checkout">
      <h1 className="mall-checkout-title">{tradeCopy.checkout.title}</h1>

      <Section title={tradeCopy.address.section}>{renderAddress(addressId, setAddressId)}</Section>
      <Section title={tradeCopy.checkout.payMethod}>
        <PayMethodChoice data={data} payMethod={payMethod} onChange={setPayMethod} />
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
        <CheckoutLines
          data={data}
          failed={!!preview.error}
          onRetry={() => void preview.refetch()}
          conflict={conflict}
        />
        {canSplit && data && (
          <LineDelivery
            lines={data.lines}
            addresses={addresses}
            orderAddressId={addressId}
            on={perLine}
            onToggle={setPerLine}
            picks={picks}
            onPick={(skuId, id) => setPicks((p) => ({ ...p, [skuId]: id }))}
          />
        )}
      </Section>

      <Section title={tradeCopy.checkout.invoice}>
        <InvoiceChoice
          invoiceTypes={data?.invoiceTypes}
          invoiceType={invoiceType}
          chooseInvoice={chooseInvoice}
          titles={titles}
          titleId={titleId}
          setTitleId={setTitleId}
        />
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

      <SubmitBar
        data={data}
        submitting={submitting}
        disabled={
          submitting || !data || !data.canSubmit || preview.isFetching || defaultAddressId === undefined
        }
        onSubmit={() => void submit()}
      />
    </div>
  );
}
