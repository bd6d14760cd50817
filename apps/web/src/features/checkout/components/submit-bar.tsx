import { Alert, Button } from 'antd';
import type { CheckoutPreview } from '@mall/shared';
import { Price } from '@/components/price';
import { tradeCopy } from '@/locales/zh-CN-trade';

/** The foot of the settlement page: the approval notice, the amounts, where it goes, and 提交订单 (or 提交审批). */
export function SubmitBar({
  data,
  submitting,
  disabled,
  onSubmit,
}: {
  data: CheckoutPreview | undefined;
  submitting: boolean;
  disabled: boolean;
  onSubmit: () => void;
}) {
  const approval = data?.approval ?? null;
  const address = data?.address ?? null;
  return (
    <>
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
          disabled={disabled}
          onClick={onSubmit}
        >
          {submitting
            ? tradeCopy.checkout.submitting
            : approval
              ? tradeCopy.checkout.submitRequest
              : tradeCopy.checkout.submit}
        </Button>
      </div>
    </>
  );
}
