import { useState } from 'react';
import { Button, Input } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CART_MAX_QUANTITY,
  PURCHASE_LIST_LIMITS,
  PURCHASE_LIST_MSG,
  type PurchaseListLine,
} from '@mall/shared';
import { t } from '@/locales/zh-CN';
import { tradeCopy } from '@/locales/zh-CN-trade';
import { toast } from '@/lib/toast';

const c = t.purchaseList;

/**
 * A line's quantity: − [n] + by the product's step. A list is a plan, so any whole number 1–999999 is kept;
 * the line says when the cart would refuse it (起订量, 递增量, 库存).
 */
export function QuantityField({
  line,
  disabled,
  onChange,
}: {
  line: PurchaseListLine;
  disabled: boolean;
  onChange: (quantity: number) => void;
}) {
  const [text, setText] = useState(String(line.quantity));
  const [seen, setSeen] = useState(line.quantity);
  if (seen !== line.quantity) {
    setSeen(line.quantity);
    setText(String(line.quantity));
  }
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
    <div className="mall-plist-qty">
      <Button
        size="small"
        icon={<MinusOutlined />}
        aria-label={tradeCopy.cart.decrease}
        disabled={disabled || line.quantity - step < 1}
        onClick={() => commit(line.quantity - step)}
      />
      <Input
        size="small"
        value={text}
        aria-label={c.quantityLabel(line.title)}
        disabled={disabled}
        onChange={(e) => setText(e.target.value.replace(/[^\d]/g, '').slice(0, 9))}
        onBlur={() => commit(Number(text || 0))}
        onPressEnter={(e) => (e.target as HTMLInputElement).blur()}
      />
      <Button
        size="small"
        icon={<PlusOutlined />}
        aria-label={tradeCopy.cart.increase}
        disabled={disabled || line.quantity + step > CART_MAX_QUANTITY}
        onClick={() => commit(line.quantity + step)}
      />
    </div>
  );
}

/** A line's remark, saved when the field is left. */
export function RemarkField({
  line,
  disabled,
  onChange,
}: {
  line: PurchaseListLine;
  disabled: boolean;
  onChange: (remark: string) => void;
}) {
  const [text, setText] = useState(line.remark);
  const [seen, setSeen] = useState(line.remark);
  if (seen !== line.remark) {
    setSeen(line.remark);
    setText(line.remark);
  }
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
