import { Alert, Radio } from 'antd';
import { PAY_METHOD, type CheckoutPreview } from '@mall/shared';
import { tradeCopy } from '@/locales/zh-CN-trade';

/** The payment methods the server offers, with a hint for the chosen one and why credit cannot be used. */
export function PayMethodChoice({
  data,
  payMethod,
  onChange,
}: {
  data: CheckoutPreview | undefined;
  payMethod: number;
  onChange: (value: number) => void;
}) {
  return (
    <>
      <Radio.Group
        className="mall-pay-methods"
        value={payMethod}
        onChange={(e) => onChange(e.target.value as number)}
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
    </>
  );
}
