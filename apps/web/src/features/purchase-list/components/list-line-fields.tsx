import { Input } from 'antd';
import {
  CART_MAX_QUANTITY,
  PURCHASE_LIST_LIMITS,
  PURCHASE_LIST_MSG,
  type PurchaseListLine,
} from '@mall/shared';
import { t } from '@/locales/zh-CN';
import { toast } from '@/lib/toast';
import { StepperBox, useEditedText } from '@/components/stepper-box';

const c = t.purchaseList;

/** A line's field: what it edits and where its new value goes. */
type LineFieldProps<V> = { line: PurchaseListLine; disabled: boolean; onChange: (value: V) => void };

/**
 * A line's quantity: − [n] + by the product's step. A list is a plan, so any whole number 1–999999 is kept;
 * the line says when the cart would refuse it (起订量, 递增量, 库存).
 */
export function QuantityField({ line, disabled, onChange }: LineFieldProps<number>) {
  const [text, setText] = useEditedText(line.quantity);
  const step = Math.max(1, line.step);
  const commit = (raw: number) => {
    if (!Number.isInteger(raw) || raw < 1) {
      toast.error(PURCHASE_LIST_MSG.QUANTITY_MIN);
      setText(String(line.quantity));
      return;
    }
    if (raw > CART_MAX_QUANTITY) {
      toast.error(PURCHASE_LIST_MSG.QUANTITY_MAX);
      setText(String(line.quantity));
      return;
    }
    setText(String(raw));
    if (raw !== line.quantity) onChange(raw);
  };
  return (
    <StepperBox
      className="mall-plist-qty"
      text={text}
      setText={setText}
      label={c.quantityLabel(line.title)}
      disabled={disabled}
      maxDigits={9}
      minusDisabled={line.quantity - step < 1}
      plusDisabled={line.quantity + step > CART_MAX_QUANTITY}
      onMinus={() => commit(line.quantity - step)}
      onPlus={() => commit(line.quantity + step)}
      onCommit={commit}
    />
  );
}

/** A line's remark, saved when the field is left. */
export function RemarkField({ line, disabled, onChange }: LineFieldProps<string>) {
  const [text, setText] = useEditedText(line.remark);
  return (
    <Input
      size="small"
      value={text}
      placeholder={c.remarkPlaceholder}
      aria-label={c.remarkLabel(line.title)}
      maxLength={PURCHASE_LIST_LIMITS.REMARK_MAX}
      disabled={disabled}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => {
        if (text.trim() !== line.remark) onChange(text.trim());
      }}
      onPressEnter={(e) => (e.target as HTMLInputElement).blur()}
    />
  );
}
