import { Alert, Button, Empty, Result, Spin, Tag } from 'antd';
import type { CheckoutPreview } from '@mall/shared';
import { LineCells } from '@/components/line-product';
import { PriceMark } from '@/components/price-mark';
import { tradeCopy } from '@/locales/zh-CN-trade';
import { TableHead } from '@/components/table-head';

/**
 * The lines to be ordered with what stands in the way: the conflict of the last submit (prices, stock or area
 * changed), the preview's problems, or loading and its failure.
 */
export function CheckoutLines({
  data,
  failed,
  onRetry,
  conflict,
}: {
  data: CheckoutPreview | undefined;
  failed: boolean;
  onRetry: () => void;
  conflict: string | null;
}) {
  return (
    <>
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
        failed ? (
          <Result
            status="warning"
            title={tradeCopy.checkout.loadFailed}
            extra={<Button onClick={onRetry}>{tradeCopy.cart.retry}</Button>}
          />
        ) : (
          <div className="loading">
            <Spin />
          </div>
        )
      ) : data.lines.length === 0 ? (
        <Empty description={tradeCopy.checkout.empty} />
      ) : (
        <table className="mall-checkout-lines mall-line-table">
          <TableHead
            titles={[
              tradeCopy.cart.colProduct,
              tradeCopy.cart.colPrice,
              tradeCopy.cart.colQuantity,
              tradeCopy.cart.colAmount,
            ]}
          />
          <tbody>
            {data.lines.map((line) => (
              <tr key={`${line.skuId}-${line.cartLineId ?? 'now'}`} className={line.available ? '' : 'dead'}>
                <LineCells
                  line={line}
                  mark={<PriceMark listPrice={line.listPrice} priceTag={line.priceTag} />}
                >
                  {!line.available && (
                    <div className="reason">
                      <Tag color="red">{tradeCopy.checkout.unavailable}</Tag>
                      {line.reason}
                    </div>
                  )}
                </LineCells>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
